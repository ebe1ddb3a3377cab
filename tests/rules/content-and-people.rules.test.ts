import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { TICKET, iso, describeRules, register, type RulesCase } from './rules-world';
import { personIdFor } from '../../src/adapters/firestore/person-ids';

function feedback(db: Firestore, overrides: DocumentData = {}): Promise<void> {
  const reference = doc(collection(db, 'feedback'));
  return setDoc(reference, { id: reference.id, eventId: '', rating: 5, comment: 'Lovely', createdAt: iso(), ...overrides });
}

/** A directory entry written alone (a registration writes it with its ticket: registration.rules.test.ts). */
function directoryEntry(db: Firestore, overrides: DocumentData = {}, id = doc(collection(db, 'users')).id): Promise<void> {
  return setDoc(doc(db, 'users', id), {
    id,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    createdAt: iso(),
    source: 'registration',
    ...overrides,
  });
}

/** An administrator's import: one batch of many new people (chunks of 500 in the app). */
function importPeople(db: Firestore, count: number): Promise<void> {
  const batch = writeBatch(db);
  for (let index = 0; index < count; index += 1) {
    const reference = doc(collection(db, 'users'));
    batch.set(reference, {
      id: reference.id,
      name: `Imported ${index}`,
      email: `imported${index}@example.org`,
      createdAt: iso(),
      source: 'import',
    });
  }
  return batch.commit();
}

/** A person as an import begun at `importedAt` writes them (imported-people.ts): whole, under their e-mail's id. */
function importedPerson(db: Firestore, importedAt: string, name = 'Ines Imported'): Promise<void> {
  const id = 'import-ines';
  return setDoc(doc(db, 'users', id), { id, name, email: 'ines@example.org', createdAt: iso(), source: 'import', importedAt });
}

const NEW_EVENT = {
  id: 'new',
  slug: 'new',
  title: 'New',
  summary: '',
  description: '',
  venue: 'Hall',
  startsAt: iso(),
  endsAt: iso(3_600_000),
  capacity: null,
  registrationOpen: true,
  kind: 'standard',
};

const ALLOWED: RulesCase[] = [
  [
    'anyone reads and lists events',
    async (w) => {
      await getDoc(doc(w.as('anonymous'), 'events', 'today'));
      await getDocs(collection(w.as('anonymous'), 'events'));
    },
  ],
  ['anyone reads resources', (w) => getDocs(collection(w.as('anonymous'), 'resources'))],
  ['anyone reads the settings', (w) => getDoc(doc(w.as('anonymous'), 'settings', 'app'))],
  [
    'an administrator creates, edits and deletes events',
    async (w) => {
      const db = w.as('admin');
      await setDoc(doc(db, 'events', 'new'), NEW_EVENT);
      await updateDoc(doc(db, 'events', 'new'), { registrationOpen: false });
      await deleteDoc(doc(db, 'events', 'new'));
    },
  ],
  [
    'an administrator edits resources and settings',
    async (w) => {
      await setDoc(doc(w.as('admin'), 'resources', 'map'), {
        id: 'map',
        title: 'Map',
        description: '',
        url: 'https://example.org/map',
        category: 'Guides',
        order: 2,
      });
      await updateDoc(doc(w.as('admin'), 'settings', 'app'), { organisationName: 'Geneva Forum' });
    },
  ],
  [
    'a signed-out visitor sends general feedback',
    (w) => feedback(w.as('anonymous'), { name: 'Ada', email: 'ada@example.org', country: 'Switzerland' }),
  ],
  ['feedback on an event that has started', (w) => feedback(w.as('anonymous'), { eventId: 'today', rating: 1, comment: '' })],
  // Its sender, sending it again after the answer was lost, reads it first (by its id).
  ['a signed-out visitor reading one feedback by its id', (w) => getDoc(doc(w.as('anonymous'), 'feedback', 'feedback1'))],
  ['an administrator reads feedback', (w) => getDocs(collection(w.as('admin'), 'feedback'))],
  // Deleting an event keeps what people said about it, as general feedback.
  [
    'an administrator detaches feedback from a deleted event',
    async (w) => {
      await setDoc(doc(w.as('admin'), 'feedback', 'on-today'), {
        id: 'on-today',
        eventId: 'today',
        rating: 5,
        comment: 'Great',
        createdAt: iso(),
      });
      await updateDoc(doc(w.as('admin'), 'feedback', 'on-today'), { eventId: '' });
    },
  ],
  ['an administrator reads the directory (lists, export)', (w) => getDocs(collection(w.as('admin'), 'users'))],
  ['an administrator imports 500 people in one batch', (w) => importPeople(w.as('admin'), 500)],
  [
    'an administrator edits and deletes people (duplicate cleanup)',
    async (w) => {
      await updateDoc(doc(w.as('admin'), 'users', 'person1'), { name: 'Pat P.' });
      await deleteDoc(doc(w.as('admin'), 'users', 'person1'));
    },
  ],
  [
    'an import writing again a person it added (a part sent again)',
    async (w) => {
      const importedAt = iso(-60_000);
      await importedPerson(w.as('admin'), importedAt);
      await importedPerson(w.as('admin'), importedAt, 'Ines I.');
    },
  ],
  [
    'an administrator edits a person an import added',
    async (w) => {
      await importedPerson(w.as('admin'), iso(-60_000));
      await updateDoc(doc(w.as('admin'), 'users', 'import-ines'), { name: 'Ines I.', phone: '+41 44 000 00 00' });
    },
  ],
];

const DENIED: RulesCase[] = [
  ['a visitor creating an event', (w) => setDoc(doc(w.as('visitor'), 'events', 'new'), NEW_EVENT)],
  ['forged admin claims creating an event', (w) => setDoc(doc(w.as('forged'), 'events', 'new'), NEW_EVENT)],
  ['a visitor renaming an event', (w) => updateDoc(doc(w.as('visitor'), 'events', 'today'), { title: 'Hacked' })],
  ['a visitor deleting an event', (w) => deleteDoc(doc(w.as('visitor'), 'events', 'today'))],
  ['a visitor adding a resource', (w) => addDoc(collection(w.as('visitor'), 'resources'), { title: 'Phish', url: 'https://evil.example' })],
  ['a visitor changing the settings', (w) => updateDoc(doc(w.as('visitor'), 'settings', 'app'), { organisationName: 'Hacked' })],
  ['forged admin claims changing the settings', (w) => updateDoc(doc(w.as('forged'), 'settings', 'app'), { scannerSound: false })],
  ['feedback rated 0', (w) => feedback(w.as('anonymous'), { rating: 0 })],
  ['feedback rated 6', (w) => feedback(w.as('anonymous'), { rating: 6 })],
  ['feedback rated 4.5', (w) => feedback(w.as('anonymous'), { rating: 4.5 })],
  ['feedback rated "5" (text)', (w) => feedback(w.as('anonymous'), { rating: '5' })],
  ['feedback with a 2001-character comment', (w) => feedback(w.as('anonymous'), { comment: 'x'.repeat(2001) })],
  ['feedback with a field the form does not have', (w) => feedback(w.as('anonymous'), { admin: true })],
  ['feedback with an e-mail that is not one', (w) => feedback(w.as('anonymous'), { email: 'nobody' })],
  ['feedback on an event that has not started', (w) => feedback(w.as('anonymous'), { eventId: 'future' })],
  ['feedback on an event that does not exist', (w) => feedback(w.as('anonymous'), { eventId: 'nope' })],
  [
    'feedback whose id is not its document’s',
    (w) => setDoc(doc(w.as('anonymous'), 'feedback', 'mine'), { id: 'other', eventId: '', rating: 5, comment: '', createdAt: iso() }),
  ],
  ['a visitor reading feedback', (w) => getDocs(collection(w.as('visitor'), 'feedback'))],
  [
    'a visitor asking for feedback by its e-mail',
    (w) => getDocs(query(collection(w.as('anonymous'), 'feedback'), where('email', '==', 'ada@example.org'))),
  ],
  ['a visitor editing feedback', (w) => updateDoc(doc(w.as('visitor'), 'feedback', 'feedback1'), { rating: 1 })],
  [
    'an administrator editing feedback (it is what people said)',
    (w) => updateDoc(doc(w.as('admin'), 'feedback', 'feedback1'), { rating: 1 }),
  ],
  [
    'an administrator moving feedback to another event',
    (w) => updateDoc(doc(w.as('admin'), 'feedback', 'feedback1'), { eventId: 'today' }),
  ],
  ['a directory entry with no registration behind it', (w) => directoryEntry(w.as('anonymous'))],
  [
    'a directory entry named after a ticket that is not in the same write',
    (w) => directoryEntry(w.as('anonymous'), {}, `registrations_${TICKET.ada}`),
  ],
  [
    'a directory entry under an e-mail’s id claiming its existing registration',
    async (w) =>
      directoryEntry(w.as('anonymous'), { email: 'ada@example.org', registeredFor: 'today' }, await personIdFor('ada@example.org')),
  ],
  [
    '500 invented people in one anonymous batch',
    async (w) => {
      const db = w.as('anonymous');
      const batch = writeBatch(db);
      for (let index = 0; index < 500; index += 1) {
        const id = `registrations_Invented${String(index).padStart(12, '0')}`;
        batch.set(doc(db, 'users', id), {
          id,
          name: `Someone ${index}`,
          email: `someone${index}@example.org`,
          createdAt: iso(),
          source: 'registration',
        });
      }
      await batch.commit();
    },
  ],
  [
    'a directory entry that claims to be an import',
    (w) => register(w.as('anonymous'), { eventId: 'today', directory: { source: 'import' } }),
  ],
  ['a directory entry with an "admin" field', (w) => register(w.as('visitor'), { eventId: 'today', directory: { admin: true } })],
  [
    'a directory entry with a 100 kB name',
    (w) =>
      register(w.as('anonymous'), { eventId: 'today', fields: { name: 'x'.repeat(100_000) }, directory: { name: 'x'.repeat(100_000) } }),
  ],
  ['a visitor reading the directory', (w) => getDocs(collection(w.as('visitor'), 'users'))],
  ['a visitor reading one person', (w) => getDoc(doc(w.as('visitor'), 'users', 'person1'))],
  ['forged admin claims exporting the directory', (w) => getDocs(collection(w.as('forged'), 'users'))],
  ['a visitor importing people', (w) => importPeople(w.as('visitor'), 3)],
  ['a visitor deleting a person', (w) => deleteDoc(doc(w.as('visitor'), 'users', 'person1'))],
  ['a visitor editing a person', (w) => updateDoc(doc(w.as('visitor'), 'users', 'person1'), { email: 'mine@example.org' })],
  [
    'an import writing over a person another import added meanwhile',
    async (w) => {
      await importedPerson(w.as('admin'), iso(-60_000));
      await importedPerson(w.as('admin'), iso(-30_000), 'Ines Twice');
    },
  ],
  [
    'an import writing over a person added otherwise',
    (w) =>
      setDoc(doc(w.as('admin'), 'users', 'person1'), {
        id: 'person1',
        name: 'P',
        email: 'p@example.org',
        createdAt: iso(),
        source: 'import',
        importedAt: iso(),
      }),
  ],
  [
    'an edit changing when a person was imported',
    async (w) => {
      await importedPerson(w.as('admin'), iso(-60_000));
      await updateDoc(doc(w.as('admin'), 'users', 'import-ines'), { importedAt: iso() });
    },
  ],
  ['anyone writing a collection the app does not have', (w) => setDoc(doc(w.as('admin'), 'secrets', 'x'), { value: 1 })],
];

describeRules('firestore.rules: events, content, feedback and the people directory', ALLOWED, DENIED);
