import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { getDocsFromServer } from 'firebase/firestore';
import type { PersonCollection } from '../../domain/collections';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import { followSignedInUser } from '../firebase-auth/signed-in-copy';
import { createFirestore } from './create-firestore';
import { collectionOf } from './firestore-query';
import { FirestoreLiveSource } from './firestore-live';
import type { RelistenPolicy } from './listen-until-confirmed';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';
import type { DocumentOf } from '../../application/ports/collections';
import { subscribeWhenLoaded } from '../shared/subscribe-when-loaded';

/** The people lists a staff device reads whole: listened to, and read whole once. */
export type WholeLists = {
  live: LiveSource;
  /**
   * The whole list as the server has it (a download, "remove duplicates"). While the list is
   * open and confirmed its listener answers at once, from what it holds; otherwise it is one read
   * from the server, which this Firestore keeps nowhere on the device. Never an empty cache's
   * answer: without the server it fails.
   */
  read<C extends PersonCollection>(list: C): Promise<Array<DocumentOf<C>>>;
};

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
): WholeLists {
  const lists = initializeApp(app.options, `${app.name}-people-lists`);
  const firestore = createFirestore(lists, { cache: 'memory', ...(setup.emulatorHost ? { emulatorHost: setup.emulatorHost } : {}) });
  const signedIn = setup.staffAuth.then((auth) => followSignedInUser(auth, lists).ready);
  const listeners = new FirestoreLiveSource(firestore, setup.policy);
  const ignore = () => undefined;
  const live: LiveSource = {
    watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
      return subscribeWhenLoaded(signedIn, () => listeners.watch(spec, onChange, onError), onError ?? ignore);
    },
    watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
      return subscribeWhenLoaded(signedIn, () => listeners.watchSum(spec, field, onChange, onError), onError ?? ignore);
    },
  };
  return {
    live,
    async read(list) {
      await signedIn;
      return (await getDocsFromServer(collectionOf(firestore, list))).docs.map((document) => document.data());
    },
  };
}
