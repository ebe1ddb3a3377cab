import { collection as liveCollection, onSnapshot, query as liveQuery, where as liveWhere, type Firestore } from 'firebase/firestore';
import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore as ServerFirestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { DoorCopy, DoorCopyListener, DoorTicket, HeldCopy } from '../../application/ports/door-copy.port';
import { doorTicketOf } from '../shared/door-ticket-of';
import type { DoorCopyDatabase } from '../dexie/door-copy-database';
import { onConnectivityChange } from '../browser/browser-connectivity';
import { firestoreCode, toStoreError } from './firestore-errors';
import { DEFAULT_RELISTEN, listenUntilConfirmed, type RelistenPolicy } from './listen-until-confirmed';
import { connectionRestarterOf } from './restart-connection';
import { isSameDocument } from './own-write';
import { VERIFY_EVERY_MS, verifyWhileConfirmed } from './verify-while-confirmed';
import { TRANSIENT_CODES, patientlyFromServer } from './retries';

/**
 * Tickets per request while copying: a small first page, so progress shows at once; then each
 * page twice the last, up to the largest, as every request costs a round trip (and the
 * emulator a scan of the whole collection, whatever the page's size). The largest answer is
 * 3.6 MB of JSON before compression (docs/performance.md), one parse of a few tens of ms on a
 * phone, while the door is being prepared rather than scanning.
 */
export const DOOR_COPY_PAGES = { first: 1_000, largest: 5_000 } as const;
export const nextPageSize = (size: number) => Math.min(size * 2, DOOR_COPY_PAGES.largest);

/** When to listen again, and how often a confirmed copy is counted on the server (verify-while-confirmed.ts). */
export type DoorListenPolicy = Omit<RelistenPolicy, 'isOnline'>;

/** How long a copy waiting for the network waits before trying again, if the browser does not say it is back first. */
const OUTAGE_WAIT_MS = { first: 1_000, longest: 15_000 } as const;

/** Resolves once the browser says it is online again, or after `ms` (a network that reaches nothing says nothing). */
function networkBack(ms: number, online: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopWatching();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stopWatching = onConnectivityChange(() => online() && done());
  });
}

type Ticket = DocumentOf<TicketCollection>;
/** The store's error as the port words it (a refusal is StorePermissionError), for the door to explain. */
const asError = (error: unknown) => {
  const translated = toStoreError(error, 'door copy');
  return translated instanceof Error ? translated : new Error(String(translated));
};

/**
 * Firebase mode's door copy. The first time an event is chosen on a device, its tickets are
 * copied page by page with Firestore Lite (requests: a count first, then pages in id order, so
 * the door shows "12,480 of 50,000"); then one listener of the full SDK follows them while
 * online. Both write to this device's own database (door-copy-database.ts says why not the
 * SDK's cache), which is what the door reads when it opens, online or not. Loaded with the door
 * (lazy-door-copy.ts).
 */
export class FirestoreDoorCopy implements DoorCopy {
  constructor(
    private readonly live: Firestore,
    private readonly server: ServerFirestore,
    private readonly connectivity: Connectivity,
    private readonly storage: DoorCopyDatabase,
    /** When to listen to the event again while the server leaves it unconfirmed (listen-until-confirmed.ts says why). */
    private readonly relisten: DoorListenPolicy = DEFAULT_RELISTEN,
  ) {}

  follow(event: Pick<EventDocument, 'id' | 'kind'>, listener: DoorCopyListener): Unsubscribe {
    let stopped = false;
    let stopListening: Unsubscribe = () => undefined;
    const collectionName = ticketCollectionFor(event.kind);
    const start = async () => {
      const held = await this.storage.copies.get(event.id);
      if (held) {
        const tickets = await this.storage.tickets.where('eventId').equals(event.id).toArray();
        if (!stopped) listener.update({ kind: 'tickets', reset: true, tickets, removed: [], updatedAt: held.updatedAt, live: false });
      } else if (this.connectivity.isOnline()) {
        await this.copyAll(event.id, collectionName, listener, () => stopped);
      }
      if (!stopped) stopListening = this.listen(event.id, collectionName, listener);
    };
    start().catch((error: unknown) => {
      if (!stopped) listener.error(asError(error));
    });
    return () => {
      stopped = true;
      stopListening();
    };
  }

  canAskSource(): boolean {
    return this.connectivity.isOnline();
  }

  held(): Promise<HeldCopy[]> {
    return this.storage.copies.toArray();
  }

  /** The people lists the device kept go too: they are in the same database. */
  wipe(): Promise<void> {
    return this.storage.wipe();
  }

  /**
   * The first copy of an event on this device, page by page, with progress. A venue's network
   * that goes while the door is being prepared does not end the copy: it waits for the network
   * (and says so), then asks for the page it was at.
   */
  private async copyAll(eventId: string, name: TicketCollection, listener: DoorCopyListener, stopped: () => boolean): Promise<void> {
    const startedAt = new Date().toISOString();
    const ofEvent = this.ticketsOnServer(eventId, name);
    const progress: { copied: number; total: number | null } = { copied: 0, total: null };
    const waiting = (waitingForNetwork: boolean) => listener.update({ kind: 'copying', ...progress, waitingForNetwork });
    const throughOutages = <T>(read: () => Promise<T>) => this.answered(read, waiting, stopped);
    const total = (await throughOutages(() => getCount(ofEvent))).data().count;
    progress.total = total;
    listener.update({ kind: 'copying', copied: 0, total });
    // A copy stopped half-way (the page closed) is not a copy: start again from nothing.
    await this.storage.tickets.where('eventId').equals(eventId).delete();
    const copied: DoorTicket[] = [];
    let last: QueryDocumentSnapshot | undefined;
    let size: number = DOOR_COPY_PAGES.first;
    while (!stopped()) {
      const pageQuery = query(ofEvent, orderBy(documentId()), ...(last ? [startAfter(last)] : []), limit(size));
      const page = await throughOutages(() => getDocs(pageQuery));
      const tickets = page.docs.map((document) => doorTicketOf(document.data() as Ticket, name));
      await this.storage.tickets.bulkPut(tickets);
      copied.push(...tickets);
      Object.assign(progress, { copied: copied.length, total: Math.max(total, copied.length) });
      listener.update({ kind: 'copying', ...progress });
      if (page.size < size) break;
      last = page.docs[page.docs.length - 1];
      size = nextPageSize(size);
    }
    if (stopped()) return;
    await this.storage.copies.put({ eventId, tickets: copied.length, updatedAt: startedAt });
    listener.update({ kind: 'tickets', reset: true, tickets: copied, removed: [], updatedAt: startedAt, live: false });
  }

  /** The event's tickets, asked of the server by request (Firestore Lite). */
  private ticketsOnServer(eventId: string, name: TicketCollection) {
    return query(collection(this.server, name), where('eventId', '==', eventId));
  }

  /**
   * A read of the copy, tried until the server answers: a failure of the network (the device
   * offline, or online on a network that reaches nothing) waits for the network to come back,
   * at the latest `OUTAGE_WAIT_MS` later, and tries again. Any other failure ends the copy.
   */
  private async answered<T>(read: () => Promise<T>, waiting: (waiting: boolean) => void, stopped: () => boolean): Promise<T> {
    const online = () => this.connectivity.isOnline();
    for (let outage = 0; ; outage += 1) {
      try {
        const answer = await patientlyFromServer(read, online);
        if (outage > 0) waiting(false);
        return answer;
      } catch (error) {
        if (stopped() || !TRANSIENT_CODES.has(firestoreCode(error))) throw error;
        if (outage === 0) waiting(true);
        await networkBack(Math.min(OUTAGE_WAIT_MS.first * 2 ** outage, OUTAGE_WAIT_MS.longest), online);
      }
    }
  }

  /**
   * Follows the event's tickets. Snapshots from the SDK's cache only add and change tickets; each
   * listen's first one the server confirms also removes the tickets the copy holds and the server
   * no longer has. The copy is as new as the last moment the listener was confirmed. Listened to
   * again while the server leaves it unconfirmed online, like every live list, and when the
   * server stopped answering a result it had confirmed (verify-while-confirmed.ts).
   */
  private listen(eventId: string, name: TicketCollection, listener: DoorCopyListener): Unsubscribe {
    const state = { wasLive: false, updatedAt: new Date().toISOString() };
    const heard = { confirmed: false, size: 0, snapshots: 0 };
    let applying = Promise.resolve();
    const ofEvent = liveQuery(liveCollection(this.live, name), liveWhere('eventId', '==', eventId));
    let listens = 0;
    const listenOnce = (onResult: (confirmed: boolean) => void) => {
      // A new listen's first answer holds every ticket, most of them as the listens before it
      // applied them: only those that differ from the door's database are written (writing 50,000
      // again would be for nothing). Those that differ are what a listen the server stopped
      // answering missed, the SDK's cache having them.
      let first = true;
      const relistened = listens++ > 0;
      // Each listen's first confirmed answer removes what the server no longer has, for the same reason.
      let reconciled = false;
      return onSnapshot(
        ofEvent,
        { includeMetadataChanges: true },
        (snapshot) => {
          const live = !snapshot.metadata.fromCache;
          Object.assign(heard, { confirmed: live, size: snapshot.size, snapshots: heard.snapshots + 1 });
          onResult(live);
          const changes = snapshot.docChanges();
          const change: SnapshotChange = {
            live,
            size: snapshot.size,
            tickets: changes.filter((each) => each.type !== 'removed').map((each) => doorTicketOf(each.doc.data() as Ticket, name)),
            removed: changes.filter((each) => each.type === 'removed').map((each) => each.doc.id),
            present: live && !reconciled ? new Set(snapshot.docs.map((document) => document.id)) : null,
            onlyChanged: relistened && first,
          };
          first = false;
          if (change.present) reconciled = true;
          // One snapshot at a time, in order: each waits for the writes of the one before.
          applying = applying
            .then(() => this.apply(eventId, change, state, listener))
            .catch((error: unknown) => listener.error(asError(error)));
        },
        (error) => listener.error(asError(error)),
      );
    };
    const policy = { ...this.relisten, isOnline: () => this.connectivity.isOnline() };
    const listening = listenUntilConfirmed(listenOnce, policy, connectionRestarterOf(this.live));
    const ofEventOnServer = this.ticketsOnServer(eventId, name);
    const stopVerifying = verifyWhileConfirmed({
      heard,
      count: async () => (await getCount(ofEventOnServer)).data().count,
      doubt: listening.doubt,
      isOnline: () => this.connectivity.isOnline(),
      everyMs: this.relisten.verifyEveryMs ?? VERIFY_EVERY_MS,
    });
    return () => {
      stopVerifying();
      listening();
      if (state.wasLive) void this.storage.copies.update(eventId, { updatedAt: new Date().toISOString() });
    };
  }

  /** The tickets the door's database lacks or holds otherwise. */
  private async differing(eventId: string, tickets: DoorTicket[]): Promise<DoorTicket[]> {
    const held = await this.storage.tickets.bulkGet(tickets.map((ticket): [string, string] => [eventId, ticket.id]));
    return tickets.filter((ticket, index) => {
      const stored = held[index];
      return !stored || !isSameDocument(stored, ticket);
    });
  }

  private async apply(
    eventId: string,
    change: SnapshotChange,
    state: { wasLive: boolean; updatedAt: string },
    listener: DoorCopyListener,
  ): Promise<void> {
    const { live, present } = change;
    const tickets = change.onlyChanged ? await this.differing(eventId, change.tickets) : change.tickets;
    const removed = [...change.removed];
    if (present) {
      const held = await this.storage.tickets.where('eventId').equals(eventId).primaryKeys();
      removed.push(...held.map(([, id]) => id).filter((id) => !present.has(id)));
    }
    await this.storage.tickets.bulkPut(tickets);
    await this.storage.tickets.bulkDelete(removed.map((id): [string, string] => [eventId, id]));
    // The copy was last known whole at this moment: while confirmed, and when it stops being.
    if (live || state.wasLive) {
      state.updatedAt = new Date().toISOString();
      await this.storage.copies.put({ eventId, tickets: change.size, updatedAt: state.updatedAt });
    }
    if (tickets.length > 0 || removed.length > 0 || live !== state.wasLive) {
      listener.update({ kind: 'tickets', reset: false, tickets, removed, updatedAt: state.updatedAt, live });
    }
    state.wasLive = live;
  }
}

/** What one snapshot of the listener brings. */
type SnapshotChange = {
  live: boolean;
  size: number;
  tickets: DoorTicket[];
  removed: string[];
  /** The ids the server has, on a listen's first confirmed answer: the copy's others go. */
  present: Set<string> | null;
  /** A new listen's first answer: only the tickets that differ from the door's database are written. */
  onlyChanged: boolean;
};
