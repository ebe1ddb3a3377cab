/**
 * What the composition root takes in Firebase mode before the container's chunk arrives: the
 * first read the page's early script started (firestore/first-read-handover.ts), and the page's
 * first look at it (firestore/first-look.ts). Kept apart from container.firebase.ts, which the
 * page's first script must not import: these modules are small and import no SDK.
 */
export { takeFirstRead } from '../firestore/first-read-handover';
export { EarlyFirstLook } from '../firestore/first-look';
export type { FirstRead } from '../firestore/first-read';
