import {
  collection as collectionRef,
  limit,
  orderBy,
  query as liteQuery,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { LiveSpec } from './live-source';

/** The spec as a Firestore Lite query: one request, answered by the server. */
export function liteSpecQuery<T>(db: Firestore, spec: LiveSpec): Query<T> {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map((clause) => where(clause.field, clause.op, clause.value)),
    ...(spec.orderBy ?? []).map((clause) => orderBy(clause.field, clause.direction ?? 'asc')),
  ];
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return liteQuery(collectionRef(db, spec.collection), ...constraints) as Query<T>;
}
