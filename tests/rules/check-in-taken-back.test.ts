// An administrator takes a check-in back (a mistaken scan) while a door records the same
// person's exit or re-entry: two devices, firestore.rules in force, counted on the server after.
import 'fake-indexeddb/auto';
import { collection, disableNetwork, getDocsFromServer, setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_WRITE_TIMEOUT_MS } from '../../src/adapters/firestore/firestore-document-store';
import { CheckInLog } from '../../src/application/admin/check-in-log.use-case';
import { CheckInAttendee } from '../../src/application/check-in/check-in-attendee.use-case';
import type { DocumentStore, StoreTransaction } from '../../src/application/ports/document-store.port';
import { DoorCheckIn } from '../../src/application/scanner/door-check-in.use-case';
import { DoorPasses } from '../../src/application/scanner/door-passes';
import type { EventDocument } from '../../src/domain/events/event';
import { TODAY, eventWithTickets, openDoor } from '../support/door-devices';

setLogLevel('silent');
setLiteLogLevel('silent');

const GUESTS = 12;
const ticketIdOf = (n: number) => `GuestTicket${String(n).padStart(9, '0')}`;
const guests = Array.from({ length: GUESTS }, (_, n) => ({ id: ticketIdOf(n), name: `Guest ${n}`, email: `guest${n}@example.org` }));
const STAFF = { by: 'staff-door', device: 'Door 1' };
const noFiles = { save: () => undefined };
const ACROSS_DEVICES = { timeout: 60_000 };

type Door = ReturnType<typeof openDoor>;
const opened: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((device) => device.close()));
});

async function venue(reEntry = false) {
  const { projectId, office, eventId, event } = await eventWithTickets('taken-back', 'gala', guests);
  if (reEntry) await office.store.update('events', eventId, { reEntry: true });
  const door = openDoor(projectId, 'door-1', 'door');
  opened.push(office, door);
  const festival: EventDocument = { ...event, ...(reEntry ? { reEntry: true } : {}) };
  const list = door.list(festival);
  const closeList = list.open();
  opened.push({ close: async () => closeList() });
  await expect.poll(() => list.state.tickets, ACROSS_DEVICES).toBe(GUESTS);
  door.time.at = new Date(Date.parse(TODAY.startsAt) + 3_600_000);
  return { office, door, festival, list, eventId };
}

/** What the server holds, read by the office: check-ins and passes by ticket. */
async function onServer(office: Door) {
  const ids = async (name: string) => (await getDocsFromServer(collection(office.firestore, name))).docs.map((found) => found.id);
  return { checkIns: await ids('checkins'), passes: await ids('doorPasses') };
}

/**
 * The office's store, whose first read of a door pass that is not there (a listing of the
 * ticket's passes, or one read by number) is followed at once by `meanwhile`, before the office
 * goes on: the door's write lands between the office's reading and its deleting.
 */
function officeStoreWithDoorBetween(store: DocumentStore, meanwhile: () => Promise<unknown>): DocumentStore {
  let done = false;
  const afterReading = async <T>(found: T): Promise<T> => {
    if (!done) {
      done = true;
      await meanwhile();
    }
    return found;
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'list')
        return async (name: string, query: never) => {
          const found = await target.list(name as 'doorPasses', query);
          return name === 'doorPasses' ? afterReading(found) : found;
        };
      if (property === 'transaction')
        return (names: never, work: (transaction: StoreTransaction) => Promise<unknown>) =>
          target.transaction(names, (transaction) =>
            work({
              get: async (name, id) => {
                const found = await transaction.get(name, id);
                return name === 'doorPasses' && !found ? afterReading(found) : found;
              },
              set: (name, id, data) => transaction.set(name, id, data),
              update: (name, id, data) => transaction.update(name, id, data),
              delete: (name, id) => transaction.delete(name, id),
            }),
          );
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The door's check-ins and passes, whose pass writes (or, `reading`, whose reads of the passes)
 * wait for `first` (the office's taking back).
 */
function doorWithPassesAfter(door: Door, first: () => Promise<unknown>, step: 'reading' | 'writing' = 'writing'): DoorCheckIn {
  const store: Pick<DocumentStore, 'getById' | 'list' | 'createIfAbsent'> = {
    getById: (name, id) => door.store.getById(name, id),
    list: async (name, query) => {
      if (step === 'reading') await first();
      return door.store.list(name, query);
    },
    createIfAbsent: async (name, id, data) => {
      if (step === 'writing') await first();
      return door.store.createIfAbsent(name, id, data);
    },
  };
  const attendee = new CheckInAttendee(door.store, { now: () => door.time.at }, { storedPlace: () => ({}) });
  return new DoorCheckIn(attendee, door.admissions, { now: () => door.time.at }, new DoorPasses(store, { now: () => door.time.at }));
}

/**
 * The office's taking back of the guest's check-in, begun when first asked for (the door about to
 * record the re-entry); once it is done, the door's requests that `held` names are answered only
 * after the door's patience for a write.
 */
function takenBackThenSlow(office: Door, eventId: string, ticketId: string, held: (url: string, body: string) => boolean) {
  const send = globalThis.fetch;
  let slow = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...request: Parameters<typeof fetch>) => {
    if (slow && held(String(request[0]), String(request[1]?.body ?? ''))) {
      await new Promise((resolve) => setTimeout(resolve, ONLINE_WRITE_TIMEOUT_MS + 2_000));
    }
    return send(...request);
  });
  let takenBack: Promise<void> | undefined;
  return () => (takenBack ??= new CheckInLog(office.store, noFiles).undo(`${eventId}_${ticketId}`).then(() => void (slow = true)));
}

/** The server keeps one check-in of the ticket, the door's new one made `at`, and no pass. */
async function expectOnlyTheNewCheckIn(office: Door, eventId: string, ticketId: string, at: Date) {
  await expect.poll(() => onServer(office), ACROSS_DEVICES).toEqual({ checkIns: [`${eventId}_${ticketId}`], passes: [] });
  const [kept] = (await getDocsFromServer(collection(office.firestore, 'checkins'))).docs;
  expect(kept?.get('at')).toBe(at.toISOString());
}

describe('a check-in taken back while a door records a pass (firestore.rules in force, door staff)', () => {
  it('an exit the door records between the office’s reading of the passes and its taking back goes with the check-in', async () => {
    const { office, door, festival, list, eventId } = await venue();
    const guest = { ticketId: ticketIdOf(0), method: 'qr' as const };
    await expect(door.door.checkIn(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-in' });
    let exit: unknown;
    const officeStore = officeStoreWithDoorBetween(office.store, async () => {
      exit = (await door.door.checkOut(festival, list, guest, STAFF)).kind;
    });

    await expect(new CheckInLog(officeStore, noFiles).undo(`${eventId}_${guest.ticketId}`)).resolves.toBe('undone');

    expect(exit).toBe('checked-out');
    await expect(onServer(office)).resolves.toEqual({ checkIns: [], passes: [] });
  });

  it('a door recording an exit just after the check-in was taken back says “not checked in”, not a refusal, and nothing is kept', async () => {
    const { office, door, festival, list, eventId } = await venue();
    const guest = { ticketId: ticketIdOf(1), method: 'qr' as const };
    await expect(door.door.checkIn(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-in' });
    const takenBack = new CheckInLog(office.store, noFiles).undo(`${eventId}_${guest.ticketId}`);

    const exit = await doorWithPassesAfter(door, () => takenBack).checkOut(festival, list, guest, STAFF);

    expect(exit).toEqual({ kind: 'not-checked-in', name: 'Guest 1' });
    await expect(takenBack).resolves.toBe('undone');
    await expect(onServer(office)).resolves.toEqual({ checkIns: [], passes: [] });
  });

  // The door reads the check-in, then the passes, then records the re-entry. Taken back before
  // its writing, the pass is refused; before its reading of the passes, it finds none (they went
  // with the check-in), and neither "inside" (they went out) nor "checked in" was true any more.
  it.each([
    ['recording a re-entry', 'writing', 2],
    ['reading the passes', 'reading', 5],
  ] as const)('a door %s just after the check-in and its exit were taken back checks the person in anew', async (_when, step, n) => {
    const { office, door, festival, list, eventId } = await venue(true);
    const guest = { ticketId: ticketIdOf(n), method: 'qr' as const };
    await expect(door.door.checkIn(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-in' });
    await expect(door.door.checkOut(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-out' });
    let takenBack: Promise<string> | undefined;
    const takeBack = () => (takenBack ??= new CheckInLog(office.store, noFiles).undo(`${eventId}_${guest.ticketId}`));
    door.time.at = new Date(door.time.at.getTime() + 600_000);

    const entry = await doorWithPassesAfter(door, takeBack, step).checkIn(festival, list, guest, STAFF);

    await expect(takenBack).resolves.toBe('undone');
    expect(entry).toMatchObject({ kind: 'checked-in', checkIn: { ticketId: guest.ticketId, at: door.time.at.toISOString() } });
    await expectOnlyTheNewCheckIn(office, eventId, guest.ticketId, door.time.at);
  });

  it('a door whose server answers slowly once the check-in was taken back checks the person in anew from its own copy, not “already checked in”', async () => {
    const { office, door, festival, list, eventId } = await venue(true);
    const guest = { ticketId: ticketIdOf(3), method: 'qr' as const };
    await expect(door.door.checkIn(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-in' });
    await expect(door.door.checkOut(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-out' });
    // Once it is taken back, the door's request for the check-in is answered after the door's
    // patience for a write: the door decides without the server, from what it holds itself.
    const takeBack = takenBackThenSlow(office, eventId, guest.ticketId, (_url, body) =>
      body.includes(`/checkins/${eventId}_${guest.ticketId}`),
    );
    door.time.at = new Date(door.time.at.getTime() + 600_000);

    const entry = await doorWithPassesAfter(door, takeBack).checkIn(festival, list, guest, STAFF);

    expect(entry).toMatchObject({ kind: 'checked-in', checkIn: { ticketId: guest.ticketId, at: door.time.at.toISOString() } });
    // The server keeps one check-in, the new one, whichever of the door's two writes reached it.
    await expectOnlyTheNewCheckIn(office, eventId, guest.ticketId, door.time.at);
  });

  it('a door whose own copy still holds the check-in taken back, and whose write the server answers slowly, checks the person in anew', async () => {
    const { office, door, festival, list, eventId } = await venue(true);
    const guest = { ticketId: ticketIdOf(4), method: 'qr' as const };
    const path = `/checkins/${eventId}_${guest.ticketId}`;
    await expect(door.door.checkIn(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-in' });
    // The exit reads the check-in through the full SDK: the door's copy now holds it.
    await expect(door.door.checkOut(festival, list, guest, STAFF)).resolves.toMatchObject({ kind: 'checked-out' });
    // Its channel then goes silent while the device is online: reads are asked of the server by
    // request, which says the check-in is gone, and the door's copy is never told.
    await disableNetwork(door.firestore);
    const takeBack = takenBackThenSlow(office, eventId, guest.ticketId, (url, body) => url.includes(':commit') && body.includes(path));
    door.time.at = new Date(door.time.at.getTime() + 600_000);

    const entry = await doorWithPassesAfter(door, takeBack).checkIn(festival, list, guest, STAFF);

    expect(entry).toMatchObject({ kind: 'checked-in', checkIn: { ticketId: guest.ticketId, at: door.time.at.toISOString() } });
    await expectOnlyTheNewCheckIn(office, eventId, guest.ticketId, door.time.at);
  });

  it(`${GUESTS} check-ins taken back at the moment the door records each one’s exit: no pass outlives its check-in`, async () => {
    const { office, door, festival, list, eventId } = await venue();
    for (const guest of guests) {
      const admitted = await door.door.checkIn(festival, list, { ticketId: guest.id, method: 'qr' }, STAFF);
      expect(admitted.kind).toBe('checked-in');
    }
    const log = new CheckInLog(office.store, noFiles);

    const outcomes = await Promise.all(
      guests.map(async (guest) => {
        const [takenBack, exit] = await Promise.all([
          log.undo(`${eventId}_${guest.id}`),
          door.door.checkOut(festival, list, { ticketId: guest.id, method: 'qr' }, STAFF),
        ]);
        return [takenBack, exit.kind];
      }),
    );

    for (const [takenBack, exit] of outcomes) {
      expect(takenBack).toBe('undone');
      expect(['checked-out', 'not-checked-in']).toContain(exit);
    }
    await expect(onServer(office)).resolves.toEqual({ checkIns: [], passes: [] });
  });
});
