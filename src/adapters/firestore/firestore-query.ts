import {
  collection as collectionRef,
  limit,
  orderBy,
  query as firestoreQuery,
  where,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { DocumentQuery } from '../../application/ports/document-store.port';
import { DIRECTORY, directoryAsRead } from './directory-entries';
import type { LiveSpec } from './live-source';

/** A collection as the app reads it: the directory's entries without the rules' own field (directory-entries.ts). */
function storedCollection(db: Firestore, name: string): CollectionReference<DocumentData> {
  const reference = collectionRef(db, name);
  return name === DIRECTORY ? reference.withConverter(directoryAsRead) : reference;
}

export function collectionOf<C extends CollectionName>(db: Firestore, name: C): CollectionReference<DocumentOf<C>> {
  return storedCollection(db, name) as CollectionReference<DocumentOf<C>>;
}

/** The spec as a query of the full SDK (firestore-lite-query.ts builds the same with Lite). */
export function specQuery<T>(db: Firestore, spec: LiveSpec): Query<T> {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map((clause) => where(clause.field, clause.op, clause.value)),
    ...(spec.orderBy ?? []).map((clause) => orderBy(clause.field, clause.direction ?? 'asc')),
  ];
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return firestoreQuery(storedCollection(db, spec.collection), ...constraints) as Query<T>;
}

export function toFirestoreQuery<C extends CollectionName>(db: Firestore, name: C, query: DocumentQuery<C>): Query<DocumentOf<C>> {
  return specQuery(db, { collection: name, ...query });
}
