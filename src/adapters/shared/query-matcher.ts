import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { DocumentQuery, OrderClause, WhereClause } from '../../application/ports/document-store.port';

type Fields = Record<string, unknown>;

/** Firestore compares only values of one type; mixing types never matches a range. */
function sameKind(a: unknown, b: unknown): boolean {
  return typeof a === typeof b && a !== null && b !== null;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return 0;
}

function matches<C extends CollectionName>(document: Fields, clause: WhereClause<C>): boolean {
  if (!(clause.field in document)) return false;
  const value = document[clause.field];
  switch (clause.op) {
    case '==':
      return value === clause.value;
    case '!=':
      return value !== clause.value;
    case 'in':
      return Array.isArray(clause.value) && clause.value.includes(value);
    case '<':
      return sameKind(value, clause.value) && compare(value, clause.value) < 0;
    case '<=':
      return sameKind(value, clause.value) && compare(value, clause.value) <= 0;
    case '>':
      return sameKind(value, clause.value) && compare(value, clause.value) > 0;
    case '>=':
      return sameKind(value, clause.value) && compare(value, clause.value) >= 0;
  }
}

function byOrder<C extends CollectionName>(orderBy: ReadonlyArray<OrderClause<C>>) {
  return (a: Fields, b: Fields): number => {
    for (const { field, direction } of orderBy) {
      const difference = compare(a[field], b[field]);
      if (difference !== 0) return direction === 'desc' ? -difference : difference;
    }
    // Firestore breaks ties by document id.
    return compare(a.id, b.id);
  };
}

/** Answers a query over documents already in memory, with Firestore's semantics. */
export function applyQuery<C extends CollectionName>(
  documents: ReadonlyArray<DocumentOf<C>>,
  query: DocumentQuery<C>,
): Array<DocumentOf<C>> {
  const where = query.where ?? [];
  const orderBy = query.orderBy ?? [];
  let result = (documents as readonly Fields[]).filter(
    (document) => where.every((clause) => matches(document, clause)) && orderBy.every(({ field }) => field in document),
  );
  if (orderBy.length > 0) result = [...result].sort(byOrder(orderBy));
  if (query.limit !== undefined) result = result.slice(0, query.limit);
  return result as Array<DocumentOf<C>>;
}
