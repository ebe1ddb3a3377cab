import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import { followSignedInUser } from '../firebase-auth/signed-in-copy';
import { createFirestore } from './create-firestore';
import { FirestoreLiveSource } from './firestore-live';
import type { RelistenPolicy } from './listen-until-confirmed';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';

/**
 * Listeners for the people lists a staff device reads whole, on a Firestore that keeps nothing
 * on the device: the device keeps those lists itself (copied-live-source.ts), and the SDK's own
 * cache took five seconds to store 5,000 people before a new device's first opening showed them
 * (docs/performance.md). The SDK allows one Firestore per app, so this one is on a second app,
 * signed in as the person signed in on the first (`staffAuth`), and listens only once it is.
 */
export function openListsLive(
  app: FirebaseApp,
  setup: { emulatorHost?: string; staffAuth: Promise<Auth>; policy: RelistenPolicy },
): LiveSource {
  const lists = initializeApp(app.options, `${app.name}-people-lists`);
  const firestore = createFirestore(lists, { cache: 'memory', ...(setup.emulatorHost ? { emulatorHost: setup.emulatorHost } : {}) });
  const signedIn = setup.staffAuth.then((auth) => followSignedInUser(auth, lists).ready);
  return new ListenOnceReady(signedIn, new FirestoreLiveSource(firestore, setup.policy));
}

/** A live source whose queries wait until `ready` resolves; one stopped before then never starts. */
class ListenOnceReady implements LiveSource {
  constructor(
    private readonly ready: Promise<unknown>,
    private readonly inner: LiveSource,
  ) {}

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    return this.whenReady(() => this.inner.watch(spec, onChange, onError), onError);
  }

  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
    return this.whenReady(() => this.inner.watchSum(spec, field, onChange, onError), onError);
  }

  private whenReady(start: () => Unsubscribe, onError?: (error: Error) => void): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    this.ready.then(
      () => {
        if (!stopped) stop = start();
      },
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }
}
