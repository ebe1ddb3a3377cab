import {
  collection as collectionRef,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import type { WaitingEntry, WaitingPlace } from '../../domain/waiting-list/waiting-list';
import { MAIL_RECIPIENTS, placeIdOf } from '../shared/mail-record';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import { guarded } from './firestore-errors';
import { boundedFromServer } from './retries';

export const WAITING_LINES = 'waitingLines';
export const WAITING_PLACES = 'waitingPlaces';
export const WAITING_ENTRIES = 'waitingList';
export const WAITING_KEYS = 'waitingKeys';
/** What removing an event's tickets removes of its waiting list too. */
export const WAITING_COLLECTIONS = [WAITING_LINES, WAITING_PLACES, WAITING_ENTRIES, WAITING_KEYS, MAIL_RECIPIENTS] as const;

/**
 * `waitingLines/{eventId}` (public): how many have joined (the next position) and the front,
 * the first position no seat has gone to yet. firestore.rules let a seat go only to the place
 * at the front, and the front move on only past a place that no longer waits: nobody jumps.
 */
export type LineRecord = { id: string; eventId: string; joined: number; front: number };
/** `waitingPlaces/{eventId}_{position}` (public, nothing about the person). */
export type PlaceRecord = WaitingPlace & { id: string; seat?: number };
/** `waitingList/{entryId}` (private: read by its id, which is the person's link). */
export type EntryRecord = WaitingEntry;
/** `waitingKeys/{eventId}_{email}` (private): one place per e-mail and event. */
export type WaitingKeyRecord = { id: string; eventId: string; position: number; entryId: string };
/** `mailRecipients/{eventId}_{position}` (private): the extension's users collection, for `toUids`. */
export type RecipientRecord = { id: string; eventId: string; email: string; entryId: string };

export class WaitingBook {
  constructor(
    private readonly db: Firestore,
    private readonly isOnline: () => boolean,
    /** How long each request waits for its answer (request-patience.ts). */
    private readonly patienceMs: number,
  ) {}

  line(eventId: string): DocumentReference {
    return doc(this.db, WAITING_LINES, eventId);
  }

  place(eventId: string, position: number): DocumentReference {
    return doc(this.db, WAITING_PLACES, placeIdOf(eventId, position));
  }

  entry(entryId: string): DocumentReference {
    return doc(this.db, WAITING_ENTRIES, entryId);
  }

  key(eventId: string, email: string): DocumentReference {
    return doc(this.db, WAITING_KEYS, `${eventId}_${email}`);
  }

  recipient(eventId: string, position: number): DocumentReference {
    return doc(this.db, MAIL_RECIPIENTS, placeIdOf(eventId, position));
  }

  async read<T>(reference: DocumentReference): Promise<T | undefined> {
    const found = await guarded(STORE_LOG_PREFIX.get, () => boundedFromServer(() => getDoc(reference), this.isOnline, this.patienceMs));
    return found.data() as T | undefined;
  }

  async storedLine(eventId: string): Promise<LineRecord> {
    return (await this.read<LineRecord>(this.line(eventId))) ?? { id: eventId, eventId, joined: 0, front: 0 };
  }

  /** Places from `from` on, in order (the front of the line and what follows it), all or the first `count`. */
  async placesFrom(eventId: string, from: number, count?: number): Promise<PlaceRecord[]> {
    const inOrder = query(
      collectionRef(this.db, WAITING_PLACES),
      where('eventId', '==', eventId),
      where('position', '>=', from),
      orderBy('position'),
    );
    const found = await guarded(STORE_LOG_PREFIX.list, () =>
      boundedFromServer(() => getDocs(count === undefined ? inOrder : query(inOrder, limit(count))), this.isOnline, this.patienceMs),
    );
    return found.docs.map((document) => document.data() as PlaceRecord);
  }

  async offeredPlaces(eventId: string): Promise<PlaceRecord[]> {
    const found = await guarded(STORE_LOG_PREFIX.list, () =>
      boundedFromServer(
        () => getDocs(query(collectionRef(this.db, WAITING_PLACES), where('eventId', '==', eventId), where('state', '==', 'offered'))),
        this.isOnline,
        this.patienceMs,
      ),
    );
    return found.docs.map((document) => document.data() as PlaceRecord);
  }

  /** How many places before `position` still wait: the count a place's page shows. */
  async waitingBefore(eventId: string, position: number): Promise<number> {
    const ahead = query(
      collectionRef(this.db, WAITING_PLACES),
      where('eventId', '==', eventId),
      where('state', '==', 'waiting'),
      where('position', '<', position),
    );
    const counted = await guarded(STORE_LOG_PREFIX.list, () => boundedFromServer(() => getCount(ahead), this.isOnline, this.patienceMs));
    return counted.data().count;
  }

  /** Administrators: everyone on the event's list. */
  async entries(eventId: string): Promise<EntryRecord[]> {
    const found = await guarded(STORE_LOG_PREFIX.list, () =>
      getDocs(query(collectionRef(this.db, WAITING_ENTRIES), where('eventId', '==', eventId))),
    );
    return found.docs.map((document) => document.data() as EntryRecord);
  }
}
