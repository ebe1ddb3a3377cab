import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { TICKET, checkIn, describeRules, type RulesCase } from './rules-world';

const STAFF = { by: 'staff-1', method: 'qr', device: 'Door laptop 1' };
const LIN = { eventId: 'future', name: 'Lin Later', email: 'lin@example.org' };
const SEEDED_CHECK_IN = `future_${TICKET.future}`;
const SEEDED_CONFLICT = `future_${TICKET.future}_1`;
const ADMISSION = { at: '2026-06-10T10:07:00.000Z', by: 'staff-2', device: 'Door 2' };

/** A door's report that the server kept another door's earlier admission of the ticket (`undefined` leaves a field out). */
function reportConflict(db: Firestore, overrides: DocumentData = {}): Promise<void> {
  const id = String(overrides.id ?? `today_${TICKET.ada}_1781086020000`);
  const report: DocumentData = {
    id,
    eventId: 'today',
    ticketId: TICKET.ada,
    name: 'Ada Lovelace',
    kind: 'admitted-elsewhere',
    noticedAt: '2026-06-10T10:31:00.000Z',
    offline: { ...ADMISSION, notOnDeviceList: false },
    kept: { at: '2026-06-10T10:05:00.000Z', by: 'staff-1', device: 'Door 1' },
    ...overrides,
  };
  return setDoc(doc(db, 'checkinConflicts', id), Object.fromEntries(Object.entries(report).filter(([, value]) => value !== undefined)));
}

const ALLOWED: RulesCase[] = [
  ['a signed-out visitor checks their own ticket in on the day', (w) => checkIn(w.as('anonymous'), TICKET.ada)],
  ['self check-in with the stored place', (w) => checkIn(w.as('anonymous'), TICKET.ada, { country: 'Switzerland', city: 'Geneva' })],
  ['an administrator admits a ticket by scanning', (w) => checkIn(w.as('admin'), TICKET.ada, STAFF)],
  ['an administrator admits before the event’s day (staff decide)', (w) => checkIn(w.as('admin'), TICKET.later, { ...LIN, ...STAFF })],
  ['anyone holding the ticket id reads its check-in', (w) => getDoc(doc(w.as('anonymous'), 'checkins', SEEDED_CHECK_IN))],
  ['an administrator lists check-ins', (w) => getDocs(collection(w.as('admin'), 'checkins'))],
  ['an administrator undoes a check-in', (w) => deleteDoc(doc(w.as('admin'), 'checkins', SEEDED_CHECK_IN))],
  [
    'an administrator’s door admits a ticket that was not on its list, marked as such',
    (w) => checkIn(w.as('admin'), TICKET.ada, { ...STAFF, notOnDeviceList: true }),
  ],
  ['a door reports two admissions of one ticket', (w) => reportConflict(w.as('admin'))],
  [
    'a door reports a ticket admitted anyway that the server refuses',
    (w) =>
      reportConflict(w.as('admin'), {
        kind: 'refused',
        reason: 'cancelled',
        kept: undefined,
        name: '',
        offline: { ...ADMISSION, notOnDeviceList: true },
      }),
  ],
  ['an administrator lists the conflicts', (w) => getDocs(collection(w.as('admin'), 'checkinConflicts'))],
  [
    'a door reports an exit made without network that another door recorded first',
    (w) => reportConflict(w.as('admin'), { kind: 'passed-elsewhere', pass: 1 }),
  ],
  [
    'a door reports a re-entry made without network that the server refused',
    (w) => reportConflict(w.as('admin'), { kind: 'pass-refused', pass: 2, kept: undefined }),
  ],
];

const DENIED: RulesCase[] = [
  [
    'a second check-in of the same ticket (it would overwrite the first)',
    (w) => checkIn(w.as('anonymous'), TICKET.future, { eventId: 'future', by: 'self' }),
  ],
  ['a second admission by an administrator', (w) => checkIn(w.as('admin'), TICKET.future, { ...STAFF, eventId: 'future' })],
  ['a guessed ticket id', (w) => checkIn(w.as('anonymous'), TICKET.guessed)],
  ['a ticket of another event', (w) => checkIn(w.as('anonymous'), TICKET.future, { eventId: 'today' })],
  ['a ticket of another event, by an administrator', (w) => checkIn(w.as('admin'), TICKET.future, { ...STAFF, eventId: 'today' })],
  ['a cancelled ticket', (w) => checkIn(w.as('anonymous'), TICKET.cancelled, { name: 'Gone', email: 'gone@example.org' })],
  ['an id that is not {eventId}_{ticketId}', (w) => checkIn(w.as('anonymous'), TICKET.ada, { id: 'anything' })],
  ['self check-in under another name', (w) => checkIn(w.as('anonymous'), TICKET.ada, { name: 'Mallory' })],
  ['self check-in pretending to be staff', (w) => checkIn(w.as('anonymous'), TICKET.ada, STAFF)],
  ['forged admin claims admitting as staff', (w) => checkIn(w.as('forged'), TICKET.ada, STAFF)],
  ['self check-in weeks before the event', (w) => checkIn(w.as('anonymous'), TICKET.later, LIN)],
  ['a check-in with extra fields', (w) => checkIn(w.as('anonymous'), TICKET.ada, { admin: true })],
  ['a check-in from an unknown method', (w) => checkIn(w.as('admin'), TICKET.ada, { ...STAFF, method: 'teleport' })],
  ['a 100 kB device name', (w) => checkIn(w.as('admin'), TICKET.ada, { ...STAFF, device: 'x'.repeat(100_000) })],
  [
    'editing a check-in, even as an administrator',
    (w) => updateDoc(doc(w.as('admin'), 'checkins', SEEDED_CHECK_IN), { at: '2020-01-01T00:00:00.000Z' }),
  ],
  ['a visitor undoing a check-in', (w) => deleteDoc(doc(w.as('visitor'), 'checkins', SEEDED_CHECK_IN))],
  ['a visitor listing check-ins', (w) => getDocs(collection(w.as('visitor'), 'checkins'))],
  ['forged admin claims listing check-ins', (w) => getDocs(collection(w.as('forged'), 'checkins'))],
  ['self check-in marked as not on a door’s list', (w) => checkIn(w.as('anonymous'), TICKET.ada, { notOnDeviceList: true })],
  [
    'a check-in marked "not on the list: false" (the mark is there or absent)',
    (w) => checkIn(w.as('admin'), TICKET.ada, { ...STAFF, notOnDeviceList: false }),
  ],
  ['a visitor reporting a conflict', (w) => reportConflict(w.as('visitor'))],
  ['a visitor reading the conflicts', (w) => getDocs(collection(w.as('visitor'), 'checkinConflicts'))],
  ['anyone without an account reading a conflict', (w) => getDoc(doc(w.as('anonymous'), 'checkinConflicts', SEEDED_CONFLICT))],
  [
    'rewriting a conflict, even as an administrator',
    (w) => updateDoc(doc(w.as('admin'), 'checkinConflicts', SEEDED_CONFLICT), { name: 'Someone else' }),
  ],
  ['a conflict whose id is not of its ticket', (w) => reportConflict(w.as('admin'), { id: `today_${TICKET.vera}_1` })],
  ['a conflict with both a kept admission and a refusal', (w) => reportConflict(w.as('admin'), { reason: 'cancelled' })],
  ['a conflict of an unknown kind', (w) => reportConflict(w.as('admin'), { kind: 'whatever' })],
  ['a conflict with extra fields', (w) => reportConflict(w.as('admin'), { note: 'x' })],
  ['an admission conflict carrying a pass number', (w) => reportConflict(w.as('admin'), { pass: 1 })],
  ['a pass conflict without its pass number', (w) => reportConflict(w.as('admin'), { kind: 'passed-elsewhere' })],
  [
    'a pass conflict whose number is not a whole number from 1',
    (w) => reportConflict(w.as('admin'), { kind: 'pass-refused', pass: 0, kept: undefined }),
  ],
  ['a refused pass with a kept one', (w) => reportConflict(w.as('admin'), { kind: 'pass-refused', pass: 1 })],
];

describeRules('firestore.rules: check-ins', ALLOWED, DENIED);
