/**
 * What the page's early script (src/first-read.early.ts) starts in Firebase mode: the read of
 * what a visitor's link shows first (firestore/first-read.ts). Small, and imports no SDK.
 */
export { alsoReadingTicket, handOverFirstRead, startAllEventsFirstRead, startEventFirstRead } from '../firestore/first-read';
