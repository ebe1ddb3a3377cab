import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { TICKET, checkIn, describeRules, iso, register, type RulesCase } from './rules-world';

const DOOR = { by: 'door-1', method: 'qr', device: 'Volunteer phone' };

/** An exit (odd number) or a re-entry (even) of a checked-in ticket, as the door writes it. */
function pass(db: Firestore, eventId: string, ticketId: string, number: number, overrides: DocumentData = {}): Promise<void> {
  const id = `${eventId}_${ticketId}_${number}`;
  return setDoc(doc(db, 'doorPasses', id), {
    id,
    eventId,
    ticketId,
    number,
    kind: number % 2 === 1 ? 'exit' : 'entry',
    name: 'Ada Lovelace',
    at: iso(),
    by: 'door-1',
    device: 'Volunteer phone',
    ...overrides,
  });
}
const TICKET_COLLECTIONS = ['registrations', 'highlevelRegister', 'nationaldayRegister'] as const;
const ofEvent = (eventId: string) => where('eventId', '==', eventId);

/**
 * Door staff (the `door` claim): the scanner and nothing else, exits and re-entries included. What the door's screens need is
 * allowed, one event per query; everything else a staff member of the office does is refused,
 * collection by collection.
 */
const ALLOWED: RulesCase[] = [
  [
    'door staff read the events and the settings',
    async (w) => {
      await getDocs(collection(w.as('door'), 'events'));
      await getDoc(doc(w.as('door'), 'settings', 'app'));
    },
  ],
  [
    'door staff copy one event’s tickets, page by page, with their count',
    async (w) => {
      const tickets = query(collection(w.as('door'), 'registrations'), ofEvent('today'));
      await getCountFromServer(tickets);
      await getDocs(query(tickets, orderBy('__name__'), limit(1000)));
    },
  ],
  [
    'door staff copy a register’s tickets (its event)',
    (w) => getDocs(query(collection(w.as('door'), 'highlevelRegister'), ofEvent('highlevel'))),
  ],
  [
    'door staff look a ticket up by e-mail at their event',
    (w) => getDocs(query(collection(w.as('door'), 'registrations'), ofEvent('today'), where('email', '==', 'ada@example.org'))),
  ],
  ['door staff read a ticket by its id (a scan)', (w) => getDoc(doc(w.as('door'), 'registrations', TICKET.ada))],
  ['door staff count one event’s check-ins', (w) => getDocs(query(collection(w.as('door'), 'checkins'), ofEvent('future')))],
  ['door staff admit a ticket', (w) => checkIn(w.as('door'), TICKET.ada, DOOR)],
  [
    'door staff admit a ticket not on their list, marked as such',
    (w) => checkIn(w.as('door'), TICKET.ada, { ...DOOR, notOnDeviceList: true }),
  ],
  [
    'door staff report two admissions of one ticket',
    (w) =>
      setDoc(doc(w.as('door'), 'checkinConflicts', `today_${TICKET.ada}_1`), {
        id: `today_${TICKET.ada}_1`,
        eventId: 'today',
        ticketId: TICKET.ada,
        name: 'Ada Lovelace',
        kind: 'admitted-elsewhere',
        noticedAt: iso(),
        offline: { at: iso(), by: 'door-1', device: 'Door 2', notOnDeviceList: false },
        kept: { at: iso(), by: 'staff-1', device: 'Door 1' },
      }),
  ],
  ['door staff read one event’s conflicts', (w) => getDocs(query(collection(w.as('door'), 'checkinConflicts'), ofEvent('future')))],
  [
    'door staff let someone checked in out',
    async (w) => {
      await checkIn(w.as('door'), TICKET.ada, DOOR);
      await pass(w.as('door'), 'today', TICKET.ada, 1);
    },
  ],
  [
    'door staff let someone back in at an event that allows re-entry',
    async (w) => {
      await updateDoc(doc(w.as('admin'), 'events', 'future'), { reEntry: true });
      await pass(w.as('door'), 'future', TICKET.future, 2);
      await pass(w.as('door'), 'future', TICKET.future, 3);
    },
  ],
  ['door staff list one event’s exits and re-entries', (w) => getDocs(query(collection(w.as('door'), 'doorPasses'), ofEvent('future')))],
  ['an administrator removes an exit recorded by mistake', (w) => deleteDoc(doc(w.as('admin'), 'doorPasses', `future_${TICKET.future}_1`))],
];

const DENIED: RulesCase[] = [
  ...TICKET_COLLECTIONS.map((name): RulesCase => [
    `door staff listing every ticket of ${name}`,
    (w) => getDocs(collection(w.as('door'), name)),
  ]),
  [
    'door staff listing tickets by e-mail across events',
    (w) => getDocs(query(collection(w.as('door'), 'registrations'), where('email', '==', 'ada@example.org'))),
  ],
  [
    'door staff listing the tickets of an event that does not exist',
    (w) => getDocs(query(collection(w.as('door'), 'registrations'), ofEvent('nope'))),
  ],
  ['door staff listing every check-in', (w) => getDocs(collection(w.as('door'), 'checkins'))],
  ['door staff listing every conflict', (w) => getDocs(collection(w.as('door'), 'checkinConflicts'))],
  ['door staff listing the people directory', (w) => getDocs(collection(w.as('door'), 'users'))],
  ['door staff reading a person of the directory', (w) => getDoc(doc(w.as('door'), 'users', 'person1'))],
  ['door staff reading feedback', (w) => getDocs(collection(w.as('door'), 'feedback'))],
  ['door staff reading messages', (w) => getDocs(collection(w.as('door'), 'mail'))],
  ['door staff reading the waiting list', (w) => getDocs(collection(w.as('door'), 'waitingList'))],
  ['door staff reading the waiting list’s addresses', (w) => getDocs(collection(w.as('door'), 'mailRecipients'))],
  ['door staff listing ticket keys (who registered)', (w) => getDocs(collection(w.as('door'), 'ticketKeys'))],
  ['door staff listing seats', (w) => getDocs(collection(w.as('door'), 'seats'))],
  ['door staff changing the settings', (w) => updateDoc(doc(w.as('door'), 'settings', 'app'), { scannerSound: false })],
  ['door staff editing an event', (w) => updateDoc(doc(w.as('door'), 'events', 'today'), { capacity: 1000 })],
  ['door staff deleting an event', (w) => deleteDoc(doc(w.as('door'), 'events', 'today'))],
  ['door staff editing a ticket', (w) => updateDoc(doc(w.as('door'), 'registrations', TICKET.ada), { name: 'Someone else' })],
  ['door staff deleting a ticket', (w) => deleteDoc(doc(w.as('door'), 'registrations', TICKET.ada))],
  [
    'door staff issuing a ticket as an administrator would (no seat, no key)',
    (w) =>
      setDoc(doc(w.as('door'), 'registrations', 'DoorMadeTicket000001'), {
        id: 'DoorMadeTicket000001',
        eventId: 'today',
        email: 'friend@example.org',
        name: 'Friend',
        createdAt: iso(),
      }),
  ],
  ['door staff undoing a check-in', (w) => deleteDoc(doc(w.as('door'), 'checkins', `future_${TICKET.future}`))],
  ['door staff editing a check-in', (w) => updateDoc(doc(w.as('door'), 'checkins', `future_${TICKET.future}`), { at: iso(-86_400_000) })],
  [
    'door staff importing people',
    (w) => {
      const db = w.as('door');
      const batch = writeBatch(db);
      batch.set(doc(db, 'users', 'imported1'), {
        id: 'imported1',
        name: 'Imported',
        email: 'imported@example.org',
        createdAt: iso(),
        source: 'import',
      });
      return batch.commit();
    },
  ],
  ['an exit of a ticket that was never checked in', (w) => pass(w.as('door'), 'today', TICKET.ada, 1)],
  ['a re-entry at an event that does not allow it', (w) => pass(w.as('door'), 'future', TICKET.future, 2)],
  [
    'the same exit recorded again (it would overwrite the first)',
    (w) => pass(w.as('door'), 'future', TICKET.future, 1, { device: 'Door 2' }),
  ],
  ['an exit numbered past a missing re-entry', (w) => pass(w.as('door'), 'future', TICKET.future, 3)],
  ['an even number called an exit', (w) => pass(w.as('admin'), 'future', TICKET.future, 2, { kind: 'exit' })],
  ['an exit with extra fields', (w) => pass(w.as('door'), 'future', TICKET.future, 1, { id: `future_${TICKET.future}_1`, note: 'x' })],
  ['a visitor recording an exit', (w) => pass(w.as('visitor'), 'future', TICKET.future, 1)],
  ['anyone without an account reading an exit', (w) => getDoc(doc(w.as('anonymous'), 'doorPasses', `future_${TICKET.future}_1`))],
  ['door staff listing every exit', (w) => getDocs(collection(w.as('door'), 'doorPasses'))],
  ['door staff editing an exit', (w) => updateDoc(doc(w.as('door'), 'doorPasses', `future_${TICKET.future}_1`), { at: iso(-86_400_000) })],
  ['door staff deleting an exit', (w) => deleteDoc(doc(w.as('door'), 'doorPasses', `future_${TICKET.future}_1`))],
  ['door staff deleting a conflict', (w) => deleteDoc(doc(w.as('door'), 'checkinConflicts', `future_${TICKET.future}_1`))],
  ['a visitor admitting as door staff without the claim', (w) => checkIn(w.as('visitor'), TICKET.ada, DOOR)],
  ['a visitor listing one event’s tickets', (w) => getDocs(query(collection(w.as('visitor'), 'registrations'), ofEvent('today')))],
  [
    'forged door claims (the text "true", a role field) listing one event’s tickets',
    (w) => getDocs(query(collection(w.as('forged'), 'registrations'), ofEvent('today'))),
  ],
  ['forged door claims admitting a ticket', (w) => checkIn(w.as('forged'), TICKET.ada, DOOR)],
];

// A registration by door staff is a visitor's registration: the rules judge its shape, not the role.
ALLOWED.push(['door staff register like anyone (the same checks as a visitor’s)', (w) => register(w.as('door'), { eventId: 'today' })]);

describeRules('firestore.rules: door staff', ALLOWED, DENIED);
