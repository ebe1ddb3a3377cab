import { normaliseEmail } from '../shared/email';

type Deduplicable = { readonly id: string; email: string; createdAt?: string };

export type DuplicateGroup<T> = { email: string; keep: T; remove: T[] };

/**
 * Orders the holders of one e-mail: the oldest record first (a record without `createdAt`
 * predates tracking, so it counts as oldest), then by id so the choice never changes.
 */
function olderFirst(a: Deduplicable, b: Deduplicable): number {
  const byCreation = (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  if (byCreation !== 0) return byCreation;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Per e-mail (compared normalised), which document stays and which ones go. */
export function findDuplicatesByEmail<T extends Deduplicable>(documents: readonly T[]): DuplicateGroup<T>[] {
  const byEmail = new Map<string, T[]>();
  for (const document of documents) {
    if (typeof document.email !== 'string' || document.email.trim() === '') continue;
    const email = normaliseEmail(document.email);
    const holders = byEmail.get(email);
    if (holders) holders.push(document);
    else byEmail.set(email, [document]);
  }
  const groups: DuplicateGroup<T>[] = [];
  for (const [email, holders] of byEmail) {
    if (holders.length < 2) continue;
    const [keep, ...remove] = [...holders].sort(olderFirst);
    if (keep) groups.push({ email, keep, remove });
  }
  return groups;
}
