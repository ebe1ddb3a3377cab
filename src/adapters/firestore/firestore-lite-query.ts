import {
  collection as collectionRef,
  limit,
  orderBy,
  query as liteQuery,
  where,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { DIRECTORY, directoryAsRead } from './directory-entries';
import type { LiveSpec } from './live-source';

/** A collection as the app reads it through Lite: the directory's entries without the rules' own field (directory-entries.ts). */
export function liteCollection(db: Firestore, name: string): CollectionReference<DocumentData> {
  const reference = collectionRef(db, name);
  return name === DIRECTORY ? reference.withConverter(directoryAsRead) : reference;
}

/** The spec as a Firestore Lite query: one request, answered by the server. */
export function liteSpecQuery<T>(db: Firestore, spec: LiveSpec): Query<T> {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map((clause) => where(clause.field, clause.op, clause.value)),
    ...(spec.orderBy ?? []).map((clause) => orderBy(clause.field, clause.direction ?? 'asc')),
  ];
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return liteQuery(liteCollection(db, spec.collection), ...constraints) as Query<T>;
}
