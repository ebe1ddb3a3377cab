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

/**
 * Raised when the server's security rules refuse an operation (Firebase mode): the use case
 * decides what that means for the person, for instance "this e-mail already holds a ticket".
 */
export class StorePermissionError extends Error {
  readonly code = 'STORE.PERMISSION_DENIED';
  constructor(readonly operation: string) {
    super('the server refused it: this account may not do that');
    this.name = 'StorePermissionError';
  }
}

/** Raised when an operation needs the server's answer and the device has no connection. */
export class StoreOfflineError extends Error {
  readonly code: string = 'STORE.OFFLINE';
  constructor(
    readonly operation: string,
    message = 'there is no connection to the server',
  ) {
    super(message);
    this.name = 'StoreOfflineError';
  }
}

/**
 * Raised when the server's answer did not come in time although the device may say it is online
 * (a venue's overloaded network, a captive portal): handled as no connection, worded as what it is.
 */
export class StoreNoAnswerError extends StoreOfflineError {
  override readonly code = 'STORE.NO_ANSWER';
  constructor(operation: string) {
    super(operation, 'the server did not answer in time');
    this.name = 'StoreNoAnswerError';
  }
}

/**
 * Raised when a write was sent and its answer never came (`reason`): it may have been saved or
 * not. The person is told so, never "nothing was saved"; sending it again is safe where the
 * write is a claim the server refuses twice (a registration's key), and says what was saved.
 */
export class StoreUnconfirmedError extends Error {
  readonly code = 'STORE.UNCONFIRMED';
  constructor(
    readonly operation: string,
    readonly reason: Error,
  ) {
    super(`the server did not confirm it: ${reason.message}`);
    this.name = 'StoreUnconfirmedError';
  }
}

/**
 * Raised when an operation lost its race with others too many times in a row (a registration
 * rush): nothing was written, and trying again a moment later is the answer, not a permission.
 */
export class StoreBusyError extends Error {
  readonly code = 'STORE.BUSY';
  constructor(readonly operation: string) {
    super('the server is busy with many registrations at the same moment');
    this.name = 'StoreBusyError';
  }
}

/**
 * Raised when an import stopped part-way (`reason`) and what it had written could not be taken
 * back: `kept` people stay stored, each one whole; importing the same file again skips them and
 * adds the others.
 */
export class ImportCutShortError extends Error {
  readonly code = 'STORE.IMPORT_CUT_SHORT';
  constructor(
    readonly kept: number,
    readonly reason: Error,
  ) {
    super(reason.message);
    this.name = 'ImportCutShortError';
  }
}
