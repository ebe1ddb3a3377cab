import {
  collection as collectionRef,
  limit,
  orderBy,
  query as firestoreQuery,
  where,
  type CollectionReference,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { DocumentQuery } from '../../application/ports/document-store.port';
import type { LiveSpec } from './live-source';

export function collectionOf<C extends CollectionName>(db: Firestore, name: C): CollectionReference<DocumentOf<C>> {
  return collectionRef(db, name) as CollectionReference<DocumentOf<C>>;
}

/** The spec as a query of the full SDK (firestore-lite-query.ts builds the same with Lite). */
export function specQuery<T>(db: Firestore, spec: LiveSpec): Query<T> {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map((clause) => where(clause.field, clause.op, clause.value)),
    ...(spec.orderBy ?? []).map((clause) => orderBy(clause.field, clause.direction ?? 'asc')),
  ];
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return firestoreQuery(collectionRef(db, spec.collection), ...constraints) as Query<T>;
}

export function toFirestoreQuery<C extends CollectionName>(db: Firestore, name: C, query: DocumentQuery<C>): Query<DocumentOf<C>> {
  return specQuery(db, { collection: name, ...query });
}
