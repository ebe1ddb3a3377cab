import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { IMPORT_UNDER_WAY, describeRules, type RulesCase } from './rules-world';

const announced = { ...IMPORT_UNDER_WAY, written: 0, heardAt: serverTimestamp() };
const running = (w: Parameters<RulesCase[1]>[0], role: Parameters<typeof w.as>[0]) => doc(w.as(role), 'importsUnderWay', 'running');
const DAY_MS = 24 * 60 * 60 * 1000;
/** When the time-to-live policy deletes a closed import, `days` from now by this machine's clock. */
const forgottenIn = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY_MS);
const closing = { open: false, heardAt: serverTimestamp() };

const ALLOWED: RulesCase[] = [
  ['an administrator announces an import', (w) => setDoc(doc(w.as('admin'), 'importsUnderWay', 'new'), announced)],
  [
    'an administrator beats for it, with how many are written',
    (w) => updateDoc(running(w, 'admin'), { written: 1500, heardAt: serverTimestamp() }),
  ],
  [
    'an administrator closes it, to be forgotten in 30 days',
    (w) => updateDoc(running(w, 'admin'), { ...closing, forgetAt: forgottenIn(30) }),
  ],
  [
    'an administrator closes it with a clock a week off',
    (w) => updateDoc(running(w, 'admin'), { ...closing, forgetAt: forgottenIn(30 - 7) }),
  ],
  [
    'an administrator dismisses one closed already',
    (w) => updateDoc(doc(w.as('admin'), 'importsUnderWay', 'ended'), { ...closing, forgetAt: forgottenIn(30) }),
  ],
  [
    'an administrator lists a list’s imports',
    (w) => getDocs(query(collection(w.as('admin'), 'importsUnderWay'), where('list', '==', 'directory'))),
  ],
];

const DENIED: RulesCase[] = [
  ['a visitor reads an import', (w) => getDoc(running(w, 'visitor'))],
  ['a door reads an import', (w) => getDoc(running(w, 'door'))],
  ['forged claims list the imports', (w) => getDocs(collection(w.as('forged'), 'importsUnderWay'))],
  ['a door announces an import', (w) => setDoc(doc(w.as('door'), 'importsUnderWay', 'door'), announced)],
  [
    'an import announced with a time of the device’s own',
    (w) => setDoc(doc(w.as('admin'), 'importsUnderWay', 'clock'), { ...announced, heardAt: Timestamp.now() }),
  ],
  ['an import announced closed', (w) => setDoc(doc(w.as('admin'), 'importsUnderWay', 'shut'), { ...announced, open: false })],
  ['an import announced with a field of its own', (w) => setDoc(doc(w.as('admin'), 'importsUnderWay', 'extra'), { ...announced, by: 'x' })],
  ['a beat with the device’s own time', (w) => updateDoc(running(w, 'admin'), { written: 1500, heardAt: Timestamp.now() })],
  ['a beat that renames the file', (w) => updateDoc(running(w, 'admin'), { fileName: 'other.csv', heardAt: serverTimestamp() })],
  ['an import closed to be kept for ever', (w) => updateDoc(running(w, 'admin'), closing)],
  ['an import closed to be forgotten in a year', (w) => updateDoc(running(w, 'admin'), { ...closing, forgetAt: forgottenIn(365) })],
  ['an import closed to be forgotten at once', (w) => updateDoc(running(w, 'admin'), { ...closing, forgetAt: forgottenIn(0) })],
  ['an import closed to be forgotten at a time that is no time', (w) => updateDoc(running(w, 'admin'), { ...closing, forgetAt: 'soon' })],
  [
    'a beat that sets when a running import is forgotten',
    (w) => updateDoc(running(w, 'admin'), { written: 1500, heardAt: serverTimestamp(), forgetAt: forgottenIn(30) }),
  ],
  [
    'an import announced with when it is forgotten',
    (w) => setDoc(doc(w.as('admin'), 'importsUnderWay', 'forgotten'), { ...announced, forgetAt: forgottenIn(30) }),
  ],
  [
    'a closed import opened again',
    (w) => updateDoc(doc(w.as('admin'), 'importsUnderWay', 'ended'), { open: true, heardAt: serverTimestamp() }),
  ],
];

describeRules('firestore.rules: imports under way', ALLOWED, DENIED);
