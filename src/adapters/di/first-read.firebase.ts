/**
 * What the composition root starts in Firebase mode before the container's chunk arrives: the
 * data a visitor's link shows first, an event or the events list (firestore/first-read.ts).
 * Kept apart from container.firebase.ts, which the page's first script must not import: this
 * module is small and imports no SDK.
 */
export { startAllEventsFirstRead, startEventFirstRead, type FirstRead } from '../firestore/first-read';
