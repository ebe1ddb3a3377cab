/**
 * The property that marks, in the worker's manifest, a file only signed-in people's pages use:
 * set by the build (config/app-pwa.ts), read by the worker (signed-in-files.ts). A file of its
 * own, without imports: the build's configuration runs in Node.
 */
export const SIGNED_IN_MARK = 'signedIn';

/** The message a page sends the worker to keep the signed-in files too (a port of its own gets the answer). */
export const KEEP_SIGNED_IN_FILES = 'KEEP_SIGNED_IN_FILES';

/** The worker's answer on that port. */
export type SignedInFilesAnswer = { kept: true } | { kept: false; reason: string };
