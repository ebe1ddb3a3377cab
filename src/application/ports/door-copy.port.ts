import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import type { Unsubscribe } from './document-store.port';

/** What the door needs of a ticket to decide without the network, and to find its holder. */
export type DoorTicket = {
  id: string;
  eventId: string;
  name: string;
  email: string;
  organisation?: string;
  collection: TicketCollection;
  cancelledAt?: string;
};

/** A step of the door's copy of an event's tickets. */
export type DoorCopyUpdate =
  /**
   * Tickets are being copied to this device: `copied` of `total` so far (null until the server
   * has counted them). `waitingForNetwork`: the server cannot be reached; the copy goes on from
   * there once it can.
   */
  | { kind: 'copying'; copied: number; total: number | null; waitingForNetwork?: boolean }
  /**
   * The tickets changed: `reset` replaces everything held before (`tickets` is then the whole
   * list), otherwise `tickets` are added or changed and `removed` are ids no longer there.
   * `updatedAt` is when the copy last matched the store of record; `live` whether it follows
   * it now (false: offline, or the copy held from an earlier visit).
   */
  | { kind: 'tickets'; reset: boolean; tickets: DoorTicket[]; removed: string[]; updatedAt: string; live: boolean };

export type DoorCopyListener = {
  update: (update: DoorCopyUpdate) => void;
  error: (error: Error) => void;
};

/** An event copied to this device, as the door lists them. */
export type HeldCopy = { eventId: string; tickets: number; updatedAt: string };

/**
 * The door's copy of an event's tickets on this device, so that it can admit and find people
 * without the network. Offline mode's store is itself on the device; Firebase mode copies the
 * tickets from Firestore and keeps them in the browser's storage.
 */
export interface DoorCopy {
  /**
   * What this device holds of the event first (if anything), then copies the event's tickets
   * (with progress) and follows their changes while the store of record can be reached.
   */
  follow(event: Pick<EventDocument, 'id' | 'kind'>, listener: DoorCopyListener): Unsubscribe;
  /** Whether a ticket missing from the copy can still be asked of the store of record now. */
  canAskSource(): boolean;
  /** The events copied to this device. */
  held(): Promise<HeldCopy[]>;
  /** Deletes every copy on this device, and the admissions it kept there (they hold personal data): on sign-out. */
  wipe(): Promise<void>;
}
