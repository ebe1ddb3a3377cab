import 'reflect-metadata';
import { Container } from 'inversify';
import type { FirebaseOptions } from 'firebase/app';
import { TOKENS } from '../../application/tokens';
import { createFirestore } from '../firestore/create-firestore';
import { FirestoreDocumentStore } from '../firestore/firestore-document-store';
import { FIRESTORE } from '../firestore/firestore-tokens';
import { bindApplication } from './application-bindings';

export type FirebaseModeOptions = {
  firebase: FirebaseOptions;
  /** Set in `emulators` mode: `host:port` of the local Firestore emulator. */
  firestoreEmulatorHost?: string;
};

/** The firebase and emulators modes: Cloud Firestore with its offline cache shared by all tabs. */
export async function createFirebaseContainer(options: FirebaseModeOptions): Promise<Container> {
  const { firestore } = createFirestore({
    options: options.firebase,
    cache: 'persistent',
    ...(options.firestoreEmulatorHost ? { emulatorHost: options.firestoreEmulatorHost } : {}),
  });
  const container = new Container();
  container.bind(FIRESTORE).toConstantValue(firestore);
  container.bind(TOKENS.documentStore).to(FirestoreDocumentStore).inSingletonScope();
  bindApplication(container, options.firestoreEmulatorHost ? 'emulators' : 'firebase');
  return container;
}
