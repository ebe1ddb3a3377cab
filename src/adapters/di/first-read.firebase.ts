/**
 * What the composition root starts in Firebase mode before the container's chunk arrives: the
 * event a visitor's link names (firestore/first-read.ts). Kept apart from container.firebase.ts,
 * which the page's first script must not import: this module is small and imports no SDK.
 */
export { startEventFirstRead, type FirstRead } from '../firestore/first-read';
