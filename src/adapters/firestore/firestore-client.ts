import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { systemClock, type Clock } from '../../application/ports/clock.port';
import type { Connectivity } from '../../application/ports/connectivity.port';
import { FirstAnswers } from './first-answers';
import type { FirstRead } from './first-read';
import { FirestoreOutbox } from './firestore-outbox';
import { FirestoreTicketLedger } from './firestore-ticket-ledger';
import { LazyWaitingList } from './lazy-waiting-list';
import { LiteDocumentStore } from './lite-document-store';
import { PollingLiveSource, VISITOR_REFRESH_MS } from './polling-live-source';
import { REQUEST_PATIENCE_MS } from './request-patience';
import { TieredDocumentStore } from './tiered-document-store';
import { TieredLiveSource, type DeviceTier } from './tiers';
import { sessionDoubtKeep, type DoubtKeep } from './unconfirmed-writes';

/**
 * Firebase mode's storage adapters for one browser, wired as the container wires them (tests
 * open one per device): Firestore Lite first, the device tier's full SDK once it is loaded.
 * `firstRead`: what the page's link shows (an event, the events list), asked before the data layer arrived.
 * `requestPatienceMs`: how long a request to the server waits for its answer (request-patience.ts).
 * `doubts`: where writes sent without an answer are kept (unconfirmed-writes.ts); the tab's session storage by default.
 * `clock`: the use cases' clock (the server's time in the app): a resize's mark is judged by it, as the rules judge it.
 */
export function firestoreClient(
  server: LiteFirestore,
  device: DeviceTier,
  connectivity: Connectivity,
  {
    refreshMs = VISITOR_REFRESH_MS,
    firstRead = null,
    requestPatienceMs = REQUEST_PATIENCE_MS,
    doubts = sessionDoubtKeep(),
    clock = systemClock,
  }: { refreshMs?: number; firstRead?: FirstRead | null; requestPatienceMs?: number; doubts?: DoubtKeep; clock?: Clock } = {},
) {
  // One set of early answers for both: the events list reads one half and follows the other.
  const first = new FirstAnswers(firstRead);
  const polling = new PollingLiveSource(server, refreshMs, undefined, first);
  const live = new TieredLiveSource(polling, device);
  const visitor = new LiteDocumentStore(server, () => polling.refresh(), first, requestPatienceMs);
  const store = new TieredDocumentStore(visitor, device, live);
  return {
    live,
    store,
    ledger: new FirestoreTicketLedger(live, server, connectivity, store, requestPatienceMs, doubts, clock),
    waitingList: new LazyWaitingList(live, server, connectivity, requestPatienceMs, doubts, clock),
    outbox: new FirestoreOutbox(live, server, requestPatienceMs),
  };
}
