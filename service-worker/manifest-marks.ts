/**
 * The property that marks, in the worker's manifest, a file only signed-in people's pages use,
 * with whom it is for: set by the build (config/app-pwa.ts), read by the worker
 * (signed-in-files.ts). A file of its own, without imports: the build's configuration runs in Node.
 */
export const SIGNED_IN_MARK = 'signedIn';

/**
 * `session`: what any signed-in device loads (in Firebase mode: Auth and the full Firestore SDK),
 * a visitor's included. `staff`: what only administrators' and door staff's pages load.
 */
export type KeptFor = 'session' | 'staff';

/**
 * The message a page sends the worker to keep the signed-in files too, those `for` a session
 * or for staff (staff get both); a port of its own gets the answer.
 */
export const KEEP_SIGNED_IN_FILES = 'KEEP_SIGNED_IN_FILES';
export type KeepSignedInFiles = { type: typeof KEEP_SIGNED_IN_FILES; for: KeptFor };

/** The worker's answer on that port. */
export type SignedInFilesAnswer = { kept: true } | { kept: false; reason: string };
