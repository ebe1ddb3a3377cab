// Three doors lose the venue's network for a while and go on admitting from their lists, some
// people at two doors or three (a ticket's screenshot passed on, a second queue). The network
// comes back for all three at the same moment, one of them restarted meanwhile, and each settles
// what it did. Counted on the
// server afterwards: every ticket checked in once, every second admission reported once.
import 'fake-indexeddb/auto';
import { setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { AttendanceCounter, type Attendance } from '../../src/application/scanner/attendance.use-case';
import type { AdmissionConflict } from '../../src/domain/check-in/admission-conflict';
import type { CheckInDocument } from '../../src/domain/check-in/check-in';
import { TODAY, eventWithTickets, openDoor } from '../support/door-devices';

setLogLevel('silent');
setLiteLogLevel('silent');

const GUESTS = 150;
const ticketIdOf = (n: number) => `GuestTicket${String(n).padStart(9, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
/** Whom each door lets in without network: overlaps of 5 (A and C), 5 and 2 (A and B), 10 (B and C), and 3 at all three. */
const LET_IN: Record<string, number[]> = {
  A: range(0, 60),
  B: range(50, 110),
  C: [...range(100, 150), ...range(0, 5), ...range(55, 58)],
};
const DOORS = Object.keys(LET_IN);
const doorsOf = (n: number) => DOORS.filter((name) => LET_IN[name]?.includes(n));
/** A ticket let in at k doors is admitted once and reported k − 1 times. */
const SECOND_ADMISSIONS = range(0, GUESTS).reduce((sum, n) => sum + doorsOf(n).length - 1, 0);

// The emulator carries three doors' listeners and their queued writes at once, beside the suite.
const ACROSS_DEVICES = { timeout: 90_000 };

describe('three doors back online at the same moment (firestore.rules in force, door staff)', () => {
  it(
    'the server keeps one check-in per ticket, and each admission at a second or third door is reported once, naming the door the server kept',
    { timeout: 420_000 },
    async () => {
      const guests = range(0, GUESTS).map((n) => ({ id: ticketIdOf(n), name: `Guest ${n}`, email: `guest${n}@example.org` }));
      const { projectId, office, eventId, event: festival } = await eventWithTickets('doors', 'festival', guests);
      /** A door's tablet with its list open, as the scanner keeps it. */
      const station = (name: string) => {
        const door = openDoor(projectId, name, 'door');
        const list = door.list(festival);
        const closeList = list.open();
        return { door, list, closeList, close: () => (closeList(), door.close()) };
      };
      const stations = DOORS.map(station);
      await expect.poll(() => stations.map(({ list }) => list.state.tickets), ACROSS_DEVICES).toEqual(DOORS.map(() => GUESTS));
      let attendance: Attendance | undefined;
      const stopCounting = new AttendanceCounter(office.store, office.ledger).watch(
        eventId,
        (update) => void (attendance = update),
        (error) => expect.fail(error.message),
      );

      await Promise.all(stations.map(({ door }) => door.offline()));
      // Each door admits its queue at its own pace, all three at once; no two at the same instant.
      const outcomes = await Promise.all(
        stations.map(async ({ door, list }, doorIndex) => {
          const kinds: string[] = [];
          for (const [order, n] of (LET_IN[door.name] ?? []).entries()) {
            door.time.at = new Date(Date.parse(TODAY.startsAt) + 3_600_000 + order * 7_000 + doorIndex * 1_000);
            const staff = { by: `staff-${door.name}`, device: `Door ${door.name}` };
            kinds.push((await door.door.checkIn(festival, list, { ticketId: ticketIdOf(n), method: 'qr' }, staff)).kind);
          }
          return kinds;
        }),
      );
      expect(outcomes.map((kinds) => new Set(kinds))).toEqual(DOORS.map(() => new Set(['checked-in'])));
      const unsettledCounts = () => Promise.all(stations.map(async ({ door }) => (await door.admissions.unsettled()).length));
      await expect(unsettledCounts()).resolves.toEqual(DOORS.map((name) => LET_IN[name]?.length));

      // Door C's tablet is restarted before the network returns: its queued writes are gone with
      // the SDK's memory; what it admitted is in its own database, and its list too.
      await stations.pop()?.close();
      const restarted = station('C');
      await restarted.door.offline();
      stations.push(restarted);
      await expect.poll(() => restarted.list.state.tickets, ACROSS_DEVICES).toBe(GUESTS);
      await expect(unsettledCounts()).resolves.toEqual(DOORS.map((name) => LET_IN[name]?.length));

      const doors = stations.map(({ door }) => door);
      await Promise.all(doors.map((door) => door.online()));
      const settlements = await Promise.all(doors.map((door) => door.settlement.settle()));

      const admitted = settlements.reduce((sum, settlement) => sum + settlement.admitted, 0);
      const reported = settlements.flatMap((settlement) => settlement.conflicts);
      expect({ admitted, reported: reported.length }).toEqual({ admitted: GUESTS, reported: SECOND_ADMISSIONS });
      const checkIns = (await office.store.whereEquals('checkins', 'eventId', eventId)) as CheckInDocument[];
      const kept = new Map(checkIns.map((checkIn) => [checkIn.ticketId, checkIn]));
      expect(kept.size).toBe(GUESTS);
      expect(checkIns).toHaveLength(GUESTS);
      for (const n of range(0, GUESTS)) expect(doorsOf(n).map((name) => `Door ${name}`)).toContain(kept.get(ticketIdOf(n))?.device);
      // Each report names the admission the server kept, from another door, and no admission is reported twice.
      for (const conflict of reported) {
        const server = kept.get(conflict.ticketId);
        expect(conflict).toMatchObject({ kind: 'admitted-elsewhere', kept: { device: server?.device, at: server?.at } });
        expect(conflict.offline.device).not.toBe(server?.device);
      }
      expect(new Set(reported.map((conflict) => `${conflict.ticketId} ${conflict.offline.device}`)).size).toBe(SECOND_ADMISSIONS);
      await expect(unsettledCounts()).resolves.toEqual(DOORS.map(() => 0));

      // The office sees the same: every guest inside once, and the reports the doors made.
      const seen: AdmissionConflict[][] = [];
      const stopFollowing = office.admissions.follow(eventId, {
        update: (update) => seen.push(update),
        error: (error) => expect.fail(error.message),
      });
      await expect.poll(() => seen.at(-1)?.length, ACROSS_DEVICES).toBe(SECOND_ADMISSIONS);
      await expect.poll(() => attendance, ACROSS_DEVICES).toMatchObject({ checkedIn: GUESTS, inside: GUESTS });
      stopFollowing();
      stopCounting();
      await Promise.all([...stations.map(({ close }) => close()), office.close()]);
    },
  );
});
