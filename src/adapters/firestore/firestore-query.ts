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

export function collectionOf<C extends CollectionName>(db: Firestore, name: C): CollectionReference<DocumentOf<C>> {
  return collectionRef(db, name) as CollectionReference<DocumentOf<C>>;
}

export function toFirestoreQuery<C extends CollectionName>(db: Firestore, name: C, query: DocumentQuery<C>): Query<DocumentOf<C>> {
  const constraints: QueryConstraint[] = [
    ...(query.where ?? []).map((clause) => where(clause.field, clause.op, clause.value)),
    ...(query.orderBy ?? []).map((clause) => orderBy(clause.field, clause.direction ?? 'asc')),
  ];
  if (query.limit !== undefined) constraints.push(limit(query.limit));
  return firestoreQuery(collectionOf(db, name), ...constraints);
}
