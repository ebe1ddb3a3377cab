import type { Firestore as ServerFirestore } from 'firebase/firestore/lite';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { DoorCopy, DoorCopyListener, HeldCopy } from '../../application/ports/door-copy.port';
import type { EventDocument } from '../../domain/events/event';
import { loadOnce } from '../shared/load-once';
import { doorDatabase } from './door-database';
import { subscribeWhenLoaded } from '../shared/subscribe-when-loaded';
import type { DeviceTier } from './tiers';
import { DEFAULT_RELISTEN } from './listen-until-confirmed';

/** How the app's doors listen to their event: a listen unanswered twice restarts the connection (restart-connection.ts). */
export const DOOR_COPY_LISTENS = { ...DEFAULT_RELISTEN, restartsConnection: true } as const;

/**
 * The door's copy, loaded with the door: the container binds this, so the copy, the database
 * it keeps (Dexie) and the full SDK stay out of the data layer every visitor's page loads.
 */
export class LazyDoorCopy implements DoorCopy {
  /** Without network now (an app not yet kept on the device), it is tried again at the next use. */
  private readonly load: () => Promise<DoorCopy> = loadOnce(async () => {
    const [{ FirestoreDoorCopy }, storage, { firestore }] = await Promise.all([
      import('./firestore-door-copy'),
      doorDatabase(),
      this.device.load(),
    ]);
    return new FirestoreDoorCopy(firestore, this.server, this.connectivity, storage, DOOR_COPY_LISTENS);
  });

  constructor(
    private readonly device: DeviceTier,
    private readonly server: ServerFirestore,
    private readonly connectivity: Connectivity,
  ) {}

  follow(event: Pick<EventDocument, 'id' | 'kind'>, listener: DoorCopyListener): Unsubscribe {
    return subscribeWhenLoaded(this.load(), (copy) => copy.follow(event, listener), listener.error);
  }

  canAskSource(): boolean {
    return this.connectivity.isOnline();
  }

  async held(): Promise<HeldCopy[]> {
    return (await this.load()).held();
  }

  async wipe(): Promise<void> {
    await (await this.load()).wipe();
  }
}
