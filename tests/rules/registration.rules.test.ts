import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { personIdFor } from '../../src/adapters/firestore/person-ids';
import { RESIZE_MARK_MINUTES } from '../../src/adapters/firestore/seat-book';
import { TICKET, VERA, iso, register, describeRules, type RulesCase, type RulesWorld } from './rules-world';

const HIGHLEVEL = { position: 'Envoy', organisation: 'Mission', delegation: 'Iceland', phone: '+354 555 1234' };
const NATIONALDAY = { organisation: 'Embassy', nationality: 'Icelandic', phone: '+354 555 1234', guests: 2 };

const ownRegistration = (ticketId: string, seat: number) => ({
  eventId: 'today',
  ticketId,
  seat,
  email: `${ticketId.toLowerCase()}@example.org`,
});

/**
 * Ada cancels her ticket from its link, nobody waiting, as the Firestore ledger writes it: the
 * ticket marked, its key and seat deleted, one less on the seat's counter naming the seat freed.
 */
function cancelAdasTicket(db: Firestore, counterAfter: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'registrations', TICKET.ada), { cancelledAt: new Date().toISOString() });
  batch.delete(doc(db, 'ticketKeys', 'today_ada@example.org'));
  batch.delete(doc(db, 'seats', 'today_0'));
  batch.update(doc(db, 'seatCounters', 'today_0'), { taken: 0, lastFreed: 0, ...counterAfter });
  return batch.commit();
}

/**
 * The counters of seats 0 and 9 of 'today' marked by an administrator resizing the event's seats,
 * `ageMs` before now by the server's clock (the administrator's device writes the server's time);
 * then `attempt`, then the marks taken away again: the denied cases share one world.
 */
async function whileResizing(w: RulesWorld, attempt: () => Promise<unknown>, ageMs = 0): Promise<void> {
  const counters = ['today_0', 'today_9'].map((id) => doc(w.as('admin'), 'seatCounters', id));
  const resizing = ageMs ? Timestamp.fromMillis(Date.now() - ageMs) : serverTimestamp();
  for (const counter of counters) await updateDoc(counter, { resizing });
  try {
    await attempt();
  } finally {
    for (const counter of counters) await updateDoc(counter, { resizing: deleteField() });
  }
}

const MARK_COUNTS_MS = RESIZE_MARK_MINUTES * 60_000;

const ownTickets = (db: Firestore, email: string) => getDocs(query(collection(db, 'highlevelRegister'), where('email', '==', email)));

const ALLOWED: RulesCase[] = [
  [
    'a signed-out visitor registers: ticket, key, seat and one more on its counter in one write',
    (w) =>
      register(w.as('anonymous'), {
        eventId: 'today',
        fields: { organisation: 'ACME', phone: '+41 22 123 45 67', country: 'Switzerland', city: 'Geneva' },
      }),
  ],
  ['any free seat number below the capacity', (w) => register(w.as('anonymous'), { eventId: 'today', seat: 9 })],
  [
    'a registration that adds its seat to those its counter lists',
    (w) => register(w.as('anonymous'), { ...ownRegistration('ListedOwn0000000001A', 9), counterAfter: { takenSeats: arrayUnion(9) } }),
  ],
  ['anyone asks whether a seat number is free', (w) => getDoc(doc(w.as('anonymous'), 'seats', 'today_9'))],
  [
    'an administrator moves a seat while resizing the event, writes the mark again, then the counter anew without it',
    (w) =>
      whileResizing(w, async () => {
        await updateDoc(doc(w.as('admin'), 'seats', 'today_0'), { counter: 1 });
        await updateDoc(doc(w.as('admin'), 'seatCounters', 'today_0'), { resizing: serverTimestamp() });
        await setDoc(doc(w.as('admin'), 'seatCounters', 'today_0'), { id: 'today_0', eventId: 'today', counter: 0, taken: 0 });
      }),
  ],
  [
    // A resize marking counters another resize removed meanwhile reads them again on "not found".
    'an administrator’s change to a counter that no longer exists, told "not found" rather than refused',
    (w) =>
      updateDoc(doc(w.as('admin'), 'seatCounters', 'today_77'), { resizing: serverTimestamp() }).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'not-found') throw error;
      }),
  ],
  [
    'an administrator counts a seat while a resize cut short left its mark, once the mark stops counting',
    (w) =>
      whileResizing(w, () => updateDoc(doc(w.as('admin'), 'seatCounters', 'today_9'), { taken: increment(1) }), MARK_COUNTS_MS + 30_000),
  ],
  [
    'a registration while a resize cut short left its mark, once the mark stops counting',
    (w) => whileResizing(w, () => register(w.as('anonymous'), { eventId: 'today', seat: 9 }), MARK_COUNTS_MS + 30_000),
  ],
  [
    'a registration that adds its person to the directory in the same write',
    (w) => register(w.as('anonymous'), { eventId: 'today', directory: { organisation: 'ACME', city: 'Geneva' } }),
  ],
  ['anyone reads the seat counters (seats left)', (w) => getDocs(collection(w.as('anonymous'), 'seatCounters'))],
  [
    'an administrator moves a seat to another counter and a key to another seat, same ticket',
    async (w) => {
      await updateDoc(doc(w.as('admin'), 'seats', 'today_0'), { counter: 1 });
      await updateDoc(doc(w.as('admin'), 'ticketKeys', 'today_ada@example.org'), { seat: 3 });
    },
  ],
  [
    'an administrator recounts the counters and lists the seats',
    async (w) => {
      await updateDoc(doc(w.as('admin'), 'seatCounters', 'today_0'), { taken: 0 });
      await getDocs(collection(w.as('admin'), 'seats'));
    },
  ],
  [
    'a signed-in visitor registers someone else (a colleague)',
    (w) => register(w.as('visitor'), { eventId: 'today', email: 'colleague@example.org' }),
  ],
  [
    'a visitor registers in the highlevel register with its own fields',
    (w) => register(w.as('anonymous'), { eventId: 'highlevel', collection: 'highlevelRegister', fields: HIGHLEVEL }),
  ],
  [
    'a visitor registers in the national day register with four guests',
    (w) =>
      register(w.as('anonymous'), { eventId: 'nationalday', collection: 'nationaldayRegister', fields: { ...NATIONALDAY, guests: 4 } }),
  ],
  [
    'an administrator issues a ticket for a closed event, with a seat',
    (w) => register(w.as('admin'), { eventId: 'closed', fields: { seat: 'A1' } }),
  ],
  ['anyone asks for a ticket key that does not exist', (w) => getDoc(doc(w.as('anonymous'), 'ticketKeys', 'today_nobody@example.org'))],
  ['a verified visitor reads their own key', (w) => getDoc(doc(w.as('visitor'), 'ticketKeys', `highlevel_${VERA}`))],
  [
    'an administrator reads, lists and deletes keys',
    async (w) => {
      await getDoc(doc(w.as('admin'), 'ticketKeys', 'today_ada@example.org'));
      await getDocs(collection(w.as('admin'), 'ticketKeys'));
      await deleteDoc(doc(w.as('admin'), 'ticketKeys', 'today_ada@example.org'));
    },
  ],
  [
    'whoever holds a ticket id cancels it, taking its seat off the seats its counter lists',
    (w) => cancelAdasTicket(w.as('anonymous'), { takenSeats: arrayRemove(0) }),
  ],
  ['whoever holds a ticket id reads that ticket (the QR link)', (w) => getDoc(doc(w.as('anonymous'), 'registrations', TICKET.ada))],
  ['a verified visitor lists their own tickets by e-mail', (w) => ownTickets(w.as('visitor'), VERA)],
  ['an administrator lists every ticket', (w) => getDocs(collection(w.as('admin'), 'registrations'))],
  [
    'an administrator sets a delegate’s seat',
    (w) => updateDoc(doc(w.as('admin'), 'highlevelRegister', TICKET.vera), { seat: 'Front row' }),
  ],
];

const DENIED: RulesCase[] = [
  [
    'a second ticket for an e-mail that holds one for the event',
    (w) => register(w.as('anonymous'), { eventId: 'today', email: 'ada@example.org' }),
  ],
  ['a seat beyond the capacity', (w) => register(w.as('anonymous'), { eventId: 'full' })],
  ['a seat number at or beyond the capacity', (w) => register(w.as('anonymous'), { eventId: 'today', seat: 10 })],
  [
    'registering while an administrator resizes the event’s seats',
    (w) => whileResizing(w, () => register(w.as('anonymous'), { eventId: 'today', seat: 9 })),
  ],
  [
    'registering while a resize mark still counts',
    (w) => whileResizing(w, () => register(w.as('anonymous'), { eventId: 'today', seat: 9 }), MARK_COUNTS_MS - 30_000),
  ],
  [
    'cancelling a ticket while an administrator resizes the event’s seats',
    (w) => whileResizing(w, () => cancelAdasTicket(w.as('anonymous'), { takenSeats: arrayRemove(0) })),
  ],
  [
    'an administrator counting a seat on a counter another administrator’s resize has marked',
    (w) => whileResizing(w, () => updateDoc(doc(w.as('admin'), 'seatCounters', 'today_9'), { taken: increment(1), lastSeat: 19 })),
  ],
  [
    'a visitor marking a counter as being resized',
    (w) => updateDoc(doc(w.as('visitor'), 'seatCounters', 'today_5'), { resizing: serverTimestamp() }),
  ],
  ['a seat number taken already (another person’s seat)', (w) => register(w.as('anonymous'), { eventId: 'today', seat: 0 })],
  // A registration is written without reading first: the rules alone keep a seat or a key from
  // being written over, also from an administrator's desk (seats and keys never change ticket).
  ['an administrator’s registration written over a taken seat', (w) => register(w.as('admin'), { eventId: 'today', seat: 0 })],
  [
    'an administrator’s registration written over a taken key',
    (w) => register(w.as('admin'), { eventId: 'today', email: 'ada@example.org', seat: 5 }),
  ],
  [
    'an administrator giving a seat to another ticket',
    (w) => updateDoc(doc(w.as('admin'), 'seats', 'today_0'), { ticketId: 'NewTicket00000000001' }),
  ],
  [
    'an administrator giving a key to another ticket',
    (w) => updateDoc(doc(w.as('admin'), 'ticketKeys', 'today_ada@example.org'), { ticketId: 'NewTicket00000000001' }),
  ],
  ['registering for an event whose registration is closed', (w) => register(w.as('anonymous'), { eventId: 'closed' })],
  ['registering for an event that is over', (w) => register(w.as('anonymous'), { eventId: 'ended' })],
  ['a key, a seat and a count without a ticket', (w) => register(w.as('anonymous'), { eventId: 'today', without: 'ticket' })],
  ['a ticket, a seat and a count without a key', (w) => register(w.as('anonymous'), { eventId: 'today', without: 'key' })],
  ['a ticket, a key and a count without a seat', (w) => register(w.as('anonymous'), { eventId: 'today', without: 'seat' })],
  ['a ticket, a key and a seat that no counter counts', (w) => register(w.as('anonymous'), { eventId: 'today', without: 'counter' })],
  ['counting two seats for one', (w) => register(w.as('anonymous'), { eventId: 'today', counterAfter: { taken: 3 } })],
  // Each on a seat, an e-mail and a ticket of its own: one wrongly allowed leaves the others whole.
  [
    'a counter listing a seat other than the one taken',
    (w) => register(w.as('anonymous'), { ...ownRegistration('ListedOther000000001', 7), counterAfter: { takenSeats: arrayUnion(8) } }),
  ],
  [
    'a cancellation that lists on its counter a seat nobody took',
    (w) => cancelAdasTicket(w.as('anonymous'), { takenSeats: arrayUnion(7) }),
  ],
  [
    'a counter listing the seat taken more than once',
    (w) => register(w.as('anonymous'), { ...ownRegistration('ListedTwice000000001', 8), counterAfter: { takenSeats: [8, 8] } }),
  ],
  [
    'a count naming a seat that is not in the write',
    (w) => register(w.as('anonymous'), { eventId: 'today', counterAfter: { lastSeat: 7 } }),
  ],
  [
    'a second seat for the same ticket',
    (w) =>
      register(w.as('anonymous'), {
        eventId: 'today',
        alsoWrite: {
          'seats/today_8': {
            id: 'today_8',
            eventId: 'today',
            number: 8,
            counter: 8,
            ticketId: 'NewTicket00000000001',
            collection: 'registrations',
          },
        },
      }),
  ],
  [
    'a seat of another event for this ticket',
    (w) => register(w.as('anonymous'), { eventId: 'today', seatOverrides: { eventId: 'future', id: 'today_2' } }),
  ],
  [
    'a seat alone, squatting a number without a ticket',
    (w) =>
      setDoc(doc(w.as('anonymous'), 'seats', 'today_5'), {
        id: 'today_5',
        eventId: 'today',
        number: 5,
        counter: 5,
        ticketId: TICKET.ada,
        collection: 'registrations',
      }),
  ],
  [
    'the same ticket twice for one seat: a twin in the highlevel register',
    (w) =>
      register(w.as('anonymous'), {
        eventId: 'today',
        alsoWrite: {
          'highlevelRegister/NewTicket00000000001': {
            id: 'NewTicket00000000001',
            eventId: 'today',
            email: 'new@example.org',
            name: 'New Person',
            createdAt: '2026-01-01T00:00:00.000Z',
            ...HIGHLEVEL,
          },
        },
      }),
  ],
  [
    'the same ticket twice for one seat: a twin in the national day register',
    (w) =>
      register(w.as('anonymous'), {
        eventId: 'today',
        alsoWrite: {
          'nationaldayRegister/NewTicket00000000001': {
            id: 'NewTicket00000000001',
            eventId: 'today',
            email: 'new@example.org',
            name: 'New Person',
            createdAt: '2026-01-01T00:00:00.000Z',
            ...NATIONALDAY,
          },
        },
      }),
  ],
  [
    'a delegate put in the highlevel register through a standard event',
    (w) => register(w.as('anonymous'), { eventId: 'today', collection: 'highlevelRegister', fields: HIGHLEVEL }),
  ],
  [
    'a visitor writing anything on the event (such as who registered last)',
    (w) => updateDoc(doc(w.as('anonymous'), 'events', 'today'), { lastTicketKey: 'today_new@example.org' }),
  ],
  [
    'a registration whose person is in the directory already (an import, the form, another event)',
    async (w) => {
      const id = await personIdFor('new@example.org');
      await setDoc(doc(w.as('admin'), 'users', id), {
        id,
        name: 'New Person',
        email: 'new@example.org',
        createdAt: iso(),
        source: 'admin',
      });
      await register(w.as('anonymous'), { eventId: 'today', directory: {} });
    },
  ],
  [
    'a directory entry under its ticket’s name (as registrations wrote it before)',
    (w) => register(w.as('anonymous'), { eventId: 'today', directory: {}, directoryId: 'registrations_NewTicket00000000001' }),
  ],
  [
    'a directory entry under another e-mail’s id',
    async (w) => register(w.as('anonymous'), { eventId: 'today', directory: {}, directoryId: await personIdFor('pat@example.org') }),
  ],
  [
    'a directory entry naming another event than its registration’s',
    (w) => register(w.as('anonymous'), { eventId: 'today', directory: { registeredFor: 'future' } }),
  ],
  ['a directory entry naming no event', (w) => register(w.as('anonymous'), { eventId: 'today', directory: { registeredFor: null } })],
  [
    'a directory entry whose name is not the ticket’s',
    (w) => register(w.as('anonymous'), { eventId: 'today', directory: { name: 'Someone Else' } }),
  ],
  ['a ticket with an "admin" field', (w) => register(w.as('anonymous'), { eventId: 'today', fields: { admin: true } })],
  [
    'a visitor choosing their own seat',
    (w) =>
      register(w.as('anonymous'), { eventId: 'highlevel', collection: 'highlevelRegister', fields: { ...HIGHLEVEL, seat: 'Front row' } }),
  ],
  [
    'a ticket born cancelled',
    (w) => register(w.as('anonymous'), { eventId: 'today', fields: { cancelledAt: '2026-01-01T00:00:00.000Z' } }),
  ],
  ['a name over 100 characters', (w) => register(w.as('anonymous'), { eventId: 'today', fields: { name: 'x'.repeat(101) } })],
  ['a blank name', (w) => register(w.as('anonymous'), { eventId: 'today', fields: { name: '   ' } })],
  ['a 100 kB organisation', (w) => register(w.as('anonymous'), { eventId: 'today', fields: { organisation: 'x'.repeat(100_000) } })],
  ['a phone number that is not one', (w) => register(w.as('anonymous'), { eventId: 'today', fields: { phone: 'call me maybe' } })],
  [
    'a highlevel entry without a position',
    (w) => register(w.as('anonymous'), { eventId: 'highlevel', collection: 'highlevelRegister', fields: { ...HIGHLEVEL, position: '' } }),
  ],
  [
    'five national day guests',
    (w) =>
      register(w.as('anonymous'), { eventId: 'nationalday', collection: 'nationaldayRegister', fields: { ...NATIONALDAY, guests: 5 } }),
  ],
  [
    'guests as text',
    (w) =>
      register(w.as('anonymous'), { eventId: 'nationalday', collection: 'nationaldayRegister', fields: { ...NATIONALDAY, guests: '2' } }),
  ],
  ['an e-mail in capitals (keys are lower case)', (w) => register(w.as('anonymous'), { eventId: 'today', email: 'New@Example.org' })],
  ['an e-mail that is not an address', (w) => register(w.as('anonymous'), { eventId: 'today', email: 'not-an-address' })],
  [
    'a standard ticket for the highlevel meeting',
    (w) => register(w.as('anonymous'), { eventId: 'highlevel', collection: 'registrations' }),
  ],
  [
    'a national day entry for a standard event',
    (w) => register(w.as('anonymous'), { eventId: 'today', collection: 'nationaldayRegister', fields: NATIONALDAY }),
  ],
  [
    'a key that points at another person’s ticket',
    (w) => register(w.as('anonymous'), { eventId: 'today', keyOverrides: { ticketId: TICKET.ada } }),
  ],
  ['a visitor raising a counter alone', (w) => updateDoc(doc(w.as('visitor'), 'seatCounters', 'today_0'), { taken: 2 })],
  ['a visitor lowering a counter', (w) => updateDoc(doc(w.as('visitor'), 'seatCounters', 'today_0'), { taken: 0 })],
  [
    'a visitor creating a counter of their own',
    (w) => setDoc(doc(w.as('visitor'), 'seatCounters', 'today_99'), { id: 'today_99', eventId: 'today', counter: 99, taken: 0 }),
  ],
  ['a visitor reading a seat that is taken (it names a ticket)', (w) => getDoc(doc(w.as('visitor'), 'seats', 'today_0'))],
  ['a visitor listing the seats', (w) => getDocs(collection(w.as('visitor'), 'seats'))],
  ['a visitor raising the capacity of a full event', (w) => updateDoc(doc(w.as('visitor'), 'events', 'full'), { capacity: 100 })],
  ['forged admin claims reopening registration', (w) => updateDoc(doc(w.as('forged'), 'events', 'closed'), { registrationOpen: true })],
  ['a signed-out visitor reading an existing key', (w) => getDoc(doc(w.as('anonymous'), 'ticketKeys', 'today_ada@example.org'))],
  ['a visitor reading another person’s key', (w) => getDoc(doc(w.as('visitor'), 'ticketKeys', 'today_ada@example.org'))],
  [
    'an unverified account with the owner’s e-mail reading the key',
    (w) => getDoc(doc(w.as('unverified'), 'ticketKeys', `highlevel_${VERA}`)),
  ],
  ['a visitor listing keys', (w) => getDocs(collection(w.as('visitor'), 'ticketKeys'))],
  ['a visitor deleting their key', (w) => deleteDoc(doc(w.as('visitor'), 'ticketKeys', `highlevel_${VERA}`))],
  ['forged admin claims deleting a key', (w) => deleteDoc(doc(w.as('forged'), 'ticketKeys', 'today_ada@example.org'))],
  ['a visitor listing another e-mail’s tickets', (w) => ownTickets(w.as('visitor'), 'ada@example.org')],
  ['an unverified account listing the owner’s tickets', (w) => ownTickets(w.as('unverified'), VERA)],
  ['a signed-out visitor listing tickets', (w) => getDocs(collection(w.as('anonymous'), 'registrations'))],
  ['forged admin claims listing tickets', (w) => getDocs(collection(w.as('forged'), 'registrations'))],
  ['a visitor setting their own seat', (w) => updateDoc(doc(w.as('visitor'), 'highlevelRegister', TICKET.vera), { seat: 'Front row' })],
  ['a visitor deleting their own ticket', (w) => deleteDoc(doc(w.as('visitor'), 'highlevelRegister', TICKET.vera))],
  ['forged admin claims renaming a ticket', (w) => updateDoc(doc(w.as('forged'), 'registrations', TICKET.ada), { name: 'Someone else' })],
];

describeRules('firestore.rules: registering (tickets, keys and seats)', ALLOWED, DENIED);
