import 'fake-indexeddb/auto';
import { disableNetwork, enableNetwork, setLogLevel, waitForPendingWrites } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { AttendanceCounter, type Attendance } from '../../application/scanner/attendance.use-case';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { TODAY, eventWithTickets, openDoor } from '../../../tests/support/door-devices';

// The SDK's network switches counted: a device's restarts of its connection.
vi.mock('firebase/firestore', async (importOriginal) => {
  const sdk = await importOriginal<typeof Firestore>();
  return { ...sdk, enableNetwork: vi.fn(sdk.enableNetwork) };
});

setLogLevel('silent');
setLiteLogLevel('silent');

// What one device writes reaches another's listener through the emulator: on a machine busy with
// the whole suite that has taken over 20 s; the tests give it 45 (and themselves 3 minutes).
const ACROSS_DEVICES = { timeout: 45_000 };
const SLOW_TEST = { timeout: 180_000 };

describe('Firestore: admissions made without network, settled back online (firestore.rules in force)', SLOW_TEST, () => {
  it('keeps one check-in when two offline doors let the same ticket in, reports the other with both doors and times, and checks a ticket admitted anyway', async () => {
    const {
      projectId,
      office,
      eventId,
      event: gala,
    } = await eventWithTickets('settle', 'gala', [
      { id: 'TessTicket0000000001', name: 'Tess Twice', email: 'tess@example.org' },
      { id: 'LateTicket0000000001', name: 'Lena Late', email: 'lena@example.org' },
    ]);
    const [doorA, doorB] = [openDoor(projectId, 'A'), openDoor(projectId, 'B')];
    const [listA, listB] = [doorA.list(gala), doorB.list(gala)];
    const closeLists = [listA.open(), listB.open()];
    await expect.poll(() => [listA.state.tickets, listB.state.tickets], ACROSS_DEVICES).toEqual([2, 2]);
    await doorA.offline();
    await doorB.offline();
    // Lena's ticket is cancelled while the doors are offline: door A still admits it from its list.
    await office.store.update('registrations', 'LateTicket0000000001', { cancelledAt: TODAY.startsAt });

    doorB.time.at = new Date('2026-06-10T10:05:00.000Z');
    const atB = await doorB.door.checkIn(
      gala,
      listB,
      { ticketId: 'TessTicket0000000001', method: 'qr' },
      { by: 'staff-B', device: 'Door B' },
    );
    doorA.time.at = new Date('2026-06-10T10:07:00.000Z');
    const atA = await doorA.door.checkIn(
      gala,
      listA,
      { ticketId: 'TessTicket0000000001', method: 'qr' },
      { by: 'staff-A', device: 'Door A' },
    );
    doorA.time.at = new Date('2026-06-10T10:08:00.000Z');
    const lena = await doorA.door.checkIn(
      gala,
      listA,
      { ticketId: 'LateTicket0000000001', method: 'qr' },
      { by: 'staff-A', device: 'Door A' },
    );
    doorA.time.at = new Date('2026-06-10T10:09:00.000Z');
    const ghost = await doorA.door.admitAnyway(
      gala,
      listA,
      { ticketId: 'GhostTicket000000001', method: 'qr' },
      { by: 'staff-A', device: 'Door A' },
    );
    expect([atB.kind, atA.kind, lena.kind, ghost.kind]).toEqual(['checked-in', 'checked-in', 'checked-in', 'admitted-anyway']);
    await expect(doorA.admissions.unsettled()).resolves.toHaveLength(3);

    // Door B comes back first: its admission is the one the server keeps.
    await doorB.online();
    await expect(doorB.settlement.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    await doorA.online();
    const { admitted, conflicts } = await doorA.settlement.settle();
    expect(admitted).toBe(0);
    const kept = await office.store.getById('checkins', `${eventId}_TessTicket0000000001`);
    expect(kept).toMatchObject({ device: 'Door B', at: '2026-06-10T10:05:00.000Z' });
    expect(
      conflicts.map((conflict) => [
        conflict.ticketId,
        conflict.kind,
        conflict.kind === 'refused' ? conflict.reason : 'kept' in conflict ? conflict.kept.device : '',
      ]),
    ).toEqual([
      ['TessTicket0000000001', 'admitted-elsewhere', 'Door B'],
      ['LateTicket0000000001', 'refused', 'cancelled'],
      ['GhostTicket000000001', 'refused', 'unknown-ticket'],
    ]);
    await expect(doorA.admissions.unsettled()).resolves.toEqual([]);
    await expect(office.store.existsById('checkins', `${eventId}_LateTicket0000000001`)).resolves.toBe(false);

    // Every door of the event sees the conflicts, and the admin area too; reporting twice is harmless.
    const seen: AdmissionConflict[][] = [];
    const stop = doorB.admissions.follow(eventId, { update: (update) => seen.push(update), error: (error) => expect.fail(error.message) });
    await expect.poll(() => seen.at(-1)?.length, { timeout: 10_000 }).toBe(3);
    for (const conflict of conflicts) await doorA.admissions.report(conflict);
    await expect(doorA.admissions.unsettled()).resolves.toEqual([]);
    stop();
    closeLists.forEach((close) => close());
    await Promise.all([doorA.close(), doorB.close(), office.close()]);
  });

  it('a door reloaded without network says "already checked in" to a ticket it admitted, though its new cache lacks that check-in; the server gets it once', async () => {
    const {
      projectId,
      office,
      eventId,
      event: gala,
    } = await eventWithTickets('reload', 'gala', [{ id: 'RitaTicket0000000001', name: 'Rita Reload', email: 'rita@example.org' }]);
    const scan = { ticketId: 'RitaTicket0000000001', method: 'qr' as const };
    const staff = { by: 'staff-A', device: 'Door A' };
    const door = openDoor(projectId, 'A');
    const list = door.list(gala);
    const closeList = list.open();
    await expect.poll(() => list.state.tickets, ACROSS_DEVICES).toBe(1);
    await door.offline();
    door.time.at = new Date('2026-06-10T10:05:00.000Z');
    await expect(door.door.checkIn(gala, list, scan, staff)).resolves.toMatchObject({ kind: 'checked-in', pending: true });
    closeList();
    await door.close();

    // The same door reloaded without network: its list and its admissions are in its own
    // database; the SDK starts with an empty cache, the queued check-in not in it.
    const reloaded = openDoor(projectId, 'A');
    await reloaded.offline();
    const reloadedList = reloaded.list(gala);
    const closeReloadedList = reloadedList.open();
    await expect.poll(() => reloadedList.state.tickets, { timeout: 10_000 }).toBe(1);
    reloaded.time.at = new Date('2026-06-10T10:09:00.000Z');
    await expect(reloaded.door.checkIn(gala, reloadedList, scan, staff)).resolves.toMatchObject({
      kind: 'already-checked-in',
      checkIn: { name: 'Rita Reload', at: '2026-06-10T10:05:00.000Z', device: 'Door A' },
    });

    // Back online, the admission kept on the device reaches the server: one check-in, at 10:05.
    await reloaded.online();
    await expect(reloaded.settlement.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    await expect(office.store.getById('checkins', `${eventId}_RitaTicket0000000001`)).resolves.toMatchObject({
      at: '2026-06-10T10:05:00.000Z',
      device: 'Door A',
    });
    closeReloadedList();
    await Promise.all([reloaded.close(), office.close()]);
  });

  it('listens to the conflicts again while the server leaves them unconfirmed online; unanswered again, opens a new connection, then shows each new one', async () => {
    const { projectId, office, eventId } = await eventWithTickets('relisten', 'gala', []);
    const conflictOf = (ticketId: string, at: string): AdmissionConflict => ({
      id: `${eventId}_${ticketId}_1`,
      eventId,
      ticketId,
      name: 'Tess Twice',
      offline: { at, by: 'staff-A', device: 'Door A', notOnDeviceList: false },
      noticedAt: at,
      kind: 'admitted-elsewhere',
      kept: { at: TODAY.startsAt, by: 'staff-B', device: 'Door B' },
    });
    const door = openDoor(projectId, 'A');
    await door.admissions.report(conflictOf('TessTicket0000000001', '2026-06-10T10:05:00.000Z'));
    // The app's guards with short waits: a stream left silent after it confirmed is noticed too.
    const desk = openDoor(projectId, 'desk', 'admin', { firstWaitMs: 100, longestWaitMs: 2_000, verifyEveryMs: 300 });
    const first: AdmissionConflict[][] = [];
    const stopFirst = desk.admissions.follow(null, {
      update: (update) => first.push(update),
      error: (error) => expect.fail(error.message),
    });
    await expect.poll(() => first.at(-1)?.length, ACROSS_DEVICES).toBe(1);
    stopFirst();

    // The SDK cut off from the server while the device counts itself online: a listen never answered.
    const reconnections = vi.mocked(enableNetwork).mock.calls;
    const reconnectionsBefore = reconnections.length;
    await disableNetwork(desk.firestore);
    const seen: AdmissionConflict[][] = [];
    const stop = desk.admissions.follow(null, { update: (update) => seen.push(update), error: (error) => expect.fail(error.message) });
    // Listened to again, not answered either: the desk opens a new connection.
    await expect.poll(() => reconnections.length - reconnectionsBefore, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Each listen gave the cached conflict: the list never lost it.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen.map((update) => update.map((conflict) => conflict.ticketId).join()))).toEqual(new Set(['TessTicket0000000001']));

    await door.admissions.report(conflictOf('OmarTicket0000000001', '2026-06-10T10:09:00.000Z'));
    await expect
      .poll(() => seen.at(-1)?.map((conflict) => conflict.ticketId), ACROSS_DEVICES)
      .toEqual(['OmarTicket0000000001', 'TessTicket0000000001']);
    stop();
    await Promise.all([door.close(), desk.close(), office.close()]);
  });
});

describe("Firestore: a door's counter and its own admissions (firestore.rules in force, door staff)", SLOW_TEST, () => {
  it('counts its own check-in and exit at once while its listeners hear nothing from the server, and once each after', async () => {
    const {
      projectId,
      office,
      eventId,
      event: fair,
    } = await eventWithTickets('counter', 'fair', [{ id: 'NinaTicket0000000001', name: 'Nina Now', email: 'nina@example.org' }]);
    const door = openDoor(projectId, 'A', 'door');
    const list = door.list(fair);
    const closeList = list.open();
    await expect.poll(() => list.state.tickets, ACROSS_DEVICES).toBe(1);
    let count: (Attendance & { confirmed: boolean }) | undefined;
    const stopCounting = new AttendanceCounter(door.store, door.ledger).watch(
      eventId,
      (attendance, { confirmed }) => void (count = { ...attendance, confirmed }),
      (error) => expect.fail(error.message),
    );
    await expect.poll(() => count, ACROSS_DEVICES).toMatchObject({ checkedIn: 0, inside: 0 });
    // The listeners' channel silent (as the emulator's has stayed for over 45 s), the device's
    // requests answered: the check-in and the exit are decided on the server by request.
    await disableNetwork(door.firestore);
    const nina = { ticketId: 'NinaTicket0000000001', method: 'qr' as const };
    const staff = { by: 'staff-A', device: 'Door A' };
    await expect(door.door.checkIn(fair, list, nina, staff)).resolves.toMatchObject({ kind: 'checked-in' });
    expect(count).toMatchObject({ checkedIn: 1, inside: 1 });
    door.time.at = new Date('2026-06-10T09:00:00.000Z');
    await expect(door.door.checkOut(fair, list, nina, staff)).resolves.toMatchObject({ kind: 'checked-out' });
    expect(count).toMatchObject({ checkedIn: 1, inside: 0 });
    await expect(office.store.whereEquals('checkins', 'eventId', eventId)).resolves.toHaveLength(1);
    await expect(office.store.whereEquals('doorPasses', 'eventId', eventId)).resolves.toHaveLength(1);

    // The channel back: the listeners bring the same two documents, counted once each.
    await enableNetwork(door.firestore);
    await expect.poll(() => count, ACROSS_DEVICES).toMatchObject({ checkedIn: 1, inside: 0, confirmed: true });
    stopCounting();
    closeList();
    await Promise.all([door.close(), office.close()]);
  });
});

describe('Firestore: exits recorded without network (firestore.rules in force, door staff)', SLOW_TEST, () => {
  it('keeps one exit when two offline doors let the same person out, and the check-in as it was', async () => {
    const {
      projectId,
      office,
      eventId,
      event: party,
    } = await eventWithTickets('exits', 'party', [{ id: 'OmarTicket0000000001', name: 'Omar Out', email: 'omar@example.org' }]);
    const [doorA, doorB] = [openDoor(projectId, 'A', 'door'), openDoor(projectId, 'B', 'door')];
    const [listA, listB] = [doorA.list(party), doorB.list(party)];
    const closeLists = [listA.open(), listB.open()];
    await expect.poll(() => [listA.state.tickets, listB.state.tickets], ACROSS_DEVICES).toEqual([1, 1]);
    // Each door's counter follows the event's check-ins and passes, as on the scanner page: what it knows without network.
    const counts: Array<Attendance | null> = [null, null];
    // A listener's error is kept and compared, not thrown: thrown inside the SDK's callback it would be lost.
    const countingErrors: string[] = [];
    const stopCounting = [doorA, doorB].map((door, index) =>
      new AttendanceCounter(door.store, door.ledger).watch(
        eventId,
        (attendance) => void (counts[index] = attendance),
        (error) => void countingErrors.push(`${door.name}: ${error.message}`),
      ),
    );
    const inside = () => ({ inside: counts.map((count) => count?.inside), errors: countingErrors });
    const omar = { ticketId: 'OmarTicket0000000001', method: 'qr' as const };
    await expect.poll(inside, ACROSS_DEVICES).toEqual({ inside: [0, 0], errors: [] });
    await expect(doorA.door.checkIn(party, listA, omar, { by: 'staff-A', device: 'Door A' })).resolves.toMatchObject({
      kind: 'checked-in',
    });
    // Door A counts its own admission at once, whether or not the server has sent it back to its listener yet.
    expect(inside()).toEqual({ inside: [1, expect.anything()], errors: [] });
    await expect.poll(inside, ACROSS_DEVICES).toEqual({ inside: [1, 1], errors: [] });
    await doorA.offline();
    await doorB.offline();

    doorA.time.at = new Date('2026-06-10T12:00:00.000Z');
    doorB.time.at = new Date('2026-06-10T12:01:00.000Z');
    const exits = [
      await doorA.door.checkOut(party, listA, omar, { by: 'staff-A', device: 'Door A' }),
      await doorB.door.checkOut(party, listB, omar, { by: 'staff-B', device: 'Door B' }),
    ];
    expect(exits).toMatchObject([
      { kind: 'checked-out', pending: true },
      { kind: 'checked-out', pending: true },
    ]);

    await doorB.online();
    await expect
      .poll(() => office.store.whereEquals('doorPasses', 'eventId', eventId), ACROSS_DEVICES)
      .toMatchObject([{ number: 1, device: 'Door B' }]);
    await doorA.online();
    await waitForPendingWrites(doorA.firestore).catch(() => undefined);
    // Door A's write of the same exit is refused (create-only): one exit, Door B's, and one check-in, Door A's.
    await expect(office.store.whereEquals('doorPasses', 'eventId', eventId)).resolves.toMatchObject([
      { number: 1, device: 'Door B', at: '2026-06-10T12:01:00.000Z' },
    ]);
    await expect(office.store.whereEquals('checkins', 'eventId', eventId)).resolves.toMatchObject([{ device: 'Door A' }]);
    await expect.poll(inside, ACROSS_DEVICES).toEqual({ inside: [0, 0], errors: [] });
    // Settling, door B finds its exit kept; door A reports that door B recorded that exit first.
    await expect(doorB.settlement.settle()).resolves.toEqual({ admitted: 0, conflicts: [] });
    const { conflicts } = await doorA.settlement.settle();
    expect(conflicts).toMatchObject([
      {
        kind: 'passed-elsewhere',
        pass: 1,
        name: 'Omar Out',
        offline: { device: 'Door A', at: '2026-06-10T12:00:00.000Z' },
        kept: { device: 'Door B', at: '2026-06-10T12:01:00.000Z' },
      },
    ]);
    await expect(doorA.admissions.unsettledPasses()).resolves.toEqual([]);
    const seen: AdmissionConflict[][] = [];
    const stopFollowing = office.admissions.follow(eventId, {
      update: (update) => seen.push(update),
      error: (error) => expect.fail(error.message),
    });
    await expect.poll(() => seen.at(-1)?.map((conflict) => conflict.kind), { timeout: 10_000 }).toEqual(['passed-elsewhere']);
    stopFollowing();
    stopCounting.forEach((stop) => stop());
    closeLists.forEach((close) => close());
    await Promise.all([doorA.close(), doorB.close(), office.close()]);
  });

  it('lets out someone admitted anyway without network; back online, their exit reaches the server after their check-in', async () => {
    const {
      projectId,
      office,
      eventId,
      event: fair,
    } = await eventWithTickets('anyway', 'fair', [{ id: 'OttoTicket0000000001', name: 'Otto Early', email: 'otto@example.org' }]);
    const door = openDoor(projectId, 'A', 'door');
    const list = door.list(fair);
    const closeList = list.open();
    await expect.poll(() => list.state.tickets, ACROSS_DEVICES).toBe(1);
    await door.offline();
    // Registered after the door's list was copied: the door has never seen the ticket.
    const late = { id: 'PiaTicket00000000001', name: 'Pia Late', email: 'pia@example.org', eventId, createdAt: TODAY.startsAt };
    await office.store.setMany('registrations', [late]);
    const pia = { ticketId: late.id, method: 'qr' as const };
    const staff = { by: 'staff-A', device: 'Door A' };
    door.time.at = new Date('2026-06-10T10:00:00.000Z');
    await expect(door.door.checkIn(fair, list, pia, staff)).resolves.toMatchObject({ kind: 'not-on-device-list' });
    await expect(door.door.admitAnyway(fair, list, pia, staff)).resolves.toMatchObject({ kind: 'admitted-anyway' });
    door.time.at = new Date('2026-06-10T11:00:00.000Z');
    await expect(door.door.checkOut(fair, list, pia, staff)).resolves.toMatchObject({
      kind: 'checked-out',
      pending: true,
      pass: { number: 1, kind: 'exit' },
    });
    await expect(door.door.checkOut(fair, list, pia, staff)).resolves.toMatchObject({
      kind: 'already-out',
      since: '2026-06-10T11:00:00.000Z',
    });

    await door.online();
    await expect(door.settlement.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    await expect(office.store.whereEquals('checkins', 'eventId', eventId)).resolves.toMatchObject([
      { ticketId: late.id, name: 'Pia Late', at: '2026-06-10T10:00:00.000Z', notOnDeviceList: true },
    ]);
    await expect(office.store.whereEquals('doorPasses', 'eventId', eventId)).resolves.toMatchObject([
      { ticketId: late.id, number: 1, kind: 'exit', name: 'Pia Late', at: '2026-06-10T11:00:00.000Z', device: 'Door A' },
    ]);
    await expect(door.admissions.unsettledPasses()).resolves.toEqual([]);
    closeList();
    await Promise.all([door.close(), office.close()]);
  });

  it('lets someone out through a door that went offline before their check-in; without any check-in, the server refuses the exit and it is reported', async () => {
    const {
      projectId,
      office,
      eventId,
      event: fair,
    } = await eventWithTickets('unseen', 'fair', [
      { id: 'IvanTicket0000000001', name: 'Ivan Inside', email: 'ivan@example.org' },
      { id: 'NoraTicket0000000001', name: 'Nora Never', email: 'nora@example.org' },
    ]);
    const [entrance, exit] = [openDoor(projectId, 'entrance', 'door'), openDoor(projectId, 'exit', 'door')];
    const [entranceList, exitList] = [entrance.list(fair), exit.list(fair)];
    const closeLists = [entranceList.open(), exitList.open()];
    await expect.poll(() => [entranceList.state.tickets, exitList.state.tickets], ACROSS_DEVICES).toEqual([2, 2]);
    // The exit door loses the network before Ivan is checked in at the entrance.
    await exit.offline();
    const [ivan, nora] = [
      { ticketId: 'IvanTicket0000000001', method: 'qr' as const },
      { ticketId: 'NoraTicket0000000001', method: 'qr' as const },
    ];
    await expect(entrance.door.checkIn(fair, entranceList, ivan, { by: 'staff-E', device: 'Entrance' })).resolves.toMatchObject({
      kind: 'checked-in',
    });
    await expect(entrance.door.checkIn(fair, entranceList, ivan, { by: 'staff-E', device: 'Entrance' })).resolves.toMatchObject({
      kind: 'already-checked-in',
    });

    exit.time.at = new Date('2026-06-10T12:00:00.000Z');
    await expect(exit.door.checkOut(fair, exitList, ivan, { by: 'staff-X', device: 'Exit' })).resolves.toMatchObject({
      kind: 'checked-out',
      pending: true,
      pass: { number: 1, name: 'Ivan Inside' },
    });
    exit.time.at = new Date('2026-06-10T12:02:00.000Z');
    await expect(exit.door.checkOut(fair, exitList, nora, { by: 'staff-X', device: 'Exit' })).resolves.toMatchObject({
      kind: 'checked-out',
      pending: true,
    });
    await expect(exit.admissions.unsettledPasses()).resolves.toHaveLength(2);

    await exit.online();
    const { conflicts } = await exit.settlement.settle();
    // Ivan's exit lands (the server had his check-in); Nora never came in: her exit is refused and reported.
    await expect(office.store.whereEquals('doorPasses', 'eventId', eventId)).resolves.toMatchObject([
      { ticketId: 'IvanTicket0000000001', number: 1, device: 'Exit' },
    ]);
    expect(conflicts).toMatchObject([
      {
        kind: 'pass-refused',
        pass: 1,
        ticketId: 'NoraTicket0000000001',
        name: 'Nora Never',
        offline: { device: 'Exit', at: '2026-06-10T12:02:00.000Z' },
      },
    ]);
    await expect(exit.admissions.unsettledPasses()).resolves.toEqual([]);
    closeLists.forEach((close) => close());
    await Promise.all([entrance.close(), exit.close(), office.close()]);
  });
});
