import { withoutUndefined } from '../shared/store-log';

/**
 * The field by which firestore.rules find a registration's ticket from its directory entry (the
 * event, whose key for the e-mail names the ticket). It exists for the rules alone: no read of
 * the directory gives it to the app, so it shows nowhere (not in a download of the list), as on
 * a device without Firebase. No SDK here: the visitor's Lite bundle and the staff's full one use it.
 */
const REGISTERED_FOR = 'registeredFor';

/**
 * The directory entry of a registration, under the e-mail's id: firestore.rules let a visitor
 * create it only (someone in the directory already refuses the write), and find its ticket
 * through the event it names.
 */
export function registrationEntry(person: object, personId: string, eventId: string): Record<string, unknown> {
  return { ...withoutUndefined(person), id: personId, [REGISTERED_FOR]: eventId };
}

/** A directory entry as the app reads it: the person, without what only the rules needed. */
export function personAsRead<T extends object>(stored: T): T {
  if (!(REGISTERED_FOR in stored)) return stored;
  const { [REGISTERED_FOR]: _forTheRules, ...person } = stored as Record<string, unknown>;
  return person as T;
}

/** The collection whose documents go through `personAsRead` when read. */
export const DIRECTORY = 'users';

/**
 * The directory's Firestore data converter, for the full SDK and Lite alike (their snapshots
 * differ only in the full SDK's options): entries read as `personAsRead`, written as they are.
 */
export const directoryAsRead = {
  toFirestore: (data: Record<string, unknown>) => data,
  fromFirestore: (snapshot: { data(options?: object): Record<string, unknown> }, options?: object) => personAsRead(snapshot.data(options)),
};
