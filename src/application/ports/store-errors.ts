/** Raised by `update` when the document no longer exists (someone else deleted it). */
export class DocumentNotFoundError extends Error {
  readonly code = 'STORE.NOT_FOUND';
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`No document ${id} in ${collection}: it may have been deleted by someone else.`);
    this.name = 'DocumentNotFoundError';
  }
}
