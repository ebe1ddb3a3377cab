import type { Firestore } from 'firebase/firestore';
import type { Firestore as ServerFirestore } from 'firebase/firestore/lite';
import { inject, injectable } from 'inversify';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { DoorCopy, DoorCopyListener, HeldCopy } from '../../application/ports/door-copy.port';
import type { EventDocument } from '../../domain/events/event';
import { doorDatabase } from './door-database';
import { CONNECTIVITY, FIRESTORE, SERVER_FIRESTORE } from './firestore-tokens';

/**
 * The door's copy, loaded with the door: the container binds this, so the copy and the
 * database it keeps (Dexie) stay out of the data layer every visitor's page loads.
 */
@injectable()
export class LazyDoorCopy implements DoorCopy {
  private copy: Promise<DoorCopy> | null = null;

  constructor(
    @inject(FIRESTORE) private readonly live: Firestore,
    @inject(SERVER_FIRESTORE) private readonly server: ServerFirestore,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
  ) {}

  private load(): Promise<DoorCopy> {
    this.copy ??= Promise.all([import('./firestore-door-copy'), doorDatabase()])
      .then(([{ FirestoreDoorCopy }, storage]) => new FirestoreDoorCopy(this.live, this.server, this.connectivity, storage))
      .catch((error: unknown) => {
        // Not kept: without network now (an app not yet kept on the device), it is tried again.
        this.copy = null;
        throw error;
      });
    return this.copy;
  }

  follow(event: Pick<EventDocument, 'id' | 'kind'>, listener: DoorCopyListener): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    this.load().then(
      (copy) => {
        if (!stopped) stop = copy.follow(event, listener);
      },
      (error: unknown) => listener.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      stopped = true;
      stop?.();
    };
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
