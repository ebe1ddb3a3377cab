import { t } from '@lingui/core/macro';
import { MAX_EMAIL_LENGTH, isValidEmail, normaliseEmail } from '../shared/email';

/** The position of a row in the batch handed to the import (0-based). */
export type RowIndex = number;

export type ImportRejection = { index: RowIndex; field: string; reason: string };
export type ImportSkip = { index: RowIndex; email: string };
export type ImportDuplicate = { index: RowIndex; email: string; firstIndex: RowIndex };

export type ImportPlan<T> = {
  /** New people, their e-mail normalised, in batch order. */
  toCreate: Array<{ index: RowIndex; person: T }>;
  /** Their e-mail is already in the collection. */
  skippedExisting: ImportSkip[];
  /** Their e-mail appeared earlier in the same batch; the first one wins. */
  duplicatesInBatch: ImportDuplicate[];
  rejected: ImportRejection[];
};

export type ImportReport = {
  imported: Array<{ index: RowIndex; id: string; email: string }>;
  skippedExisting: ImportSkip[];
  duplicatesInBatch: ImportDuplicate[];
  rejected: ImportRejection[];
};

type WithEmail = { email?: unknown };

/** How many valid addresses a cell lists, separated as mail programs separate them ("a@x.org; b@y.org"). */
const addressesIn = (text: string) => text.split(/[\s;,]+/).filter((part) => part !== '' && isValidEmail(part)).length;

function emailProblem(email: unknown): string | null {
  if (typeof email !== 'string' || email.trim() === '') return t`The e-mail is missing.`;
  if (normaliseEmail(email).length > MAX_EMAIL_LENGTH) return t`The e-mail is longer than ${MAX_EMAIL_LENGTH} characters.`;
  if (isValidEmail(email)) return null;
  // Only a refused address is looked into: every row of an import passes here.
  const typed = email.trim();
  const several = addressesIn(typed);
  if (several > 1) return t`The e-mail holds ${several} addresses (“${typed}”): keep one for this person.`;
  return t`“${typed}” is not a valid e-mail address.`;
}

/** The distinct, valid, normalised e-mails of a batch: what must be looked up in the store. */
export function emailsToLookUp(people: readonly WithEmail[]): string[] {
  const emails = new Set<string>();
  for (const person of people) {
    if (emailProblem(person.email) === null) emails.add(normaliseEmail(person.email as string));
  }
  return [...emails];
}

/**
 * Decides, for every row of a batch, whether it is written, skipped because its e-mail is
 * already stored, dropped as a repeat of an earlier row, or rejected. Every e-mail is checked
 * (the seed checked only the first one: docs/decisions.md).
 */
export function planPeopleImport<T extends WithEmail>(
  people: readonly T[],
  existingEmails: ReadonlySet<string>,
): ImportPlan<T & { email: string }> {
  const plan: ImportPlan<T & { email: string }> = {
    toCreate: [],
    skippedExisting: [],
    duplicatesInBatch: [],
    rejected: [],
  };
  const firstIndexByEmail = new Map<string, RowIndex>();
  people.forEach((person, index) => {
    const problem = emailProblem(person.email);
    if (problem !== null) {
      plan.rejected.push({ index, field: 'email', reason: problem });
      return;
    }
    const email = normaliseEmail(person.email as string);
    const firstIndex = firstIndexByEmail.get(email);
    if (firstIndex !== undefined) {
      plan.duplicatesInBatch.push({ index, email, firstIndex });
      return;
    }
    firstIndexByEmail.set(email, index);
    if (existingEmails.has(email)) {
      plan.skippedExisting.push({ index, email });
      return;
    }
    plan.toCreate.push({ index, person: { ...person, email } });
  });
  return plan;
}

/**
 * The plan as it turned out when another import stored some of its people meanwhile (after
 * this one looked their e-mails up): those rows are skipped as already stored, in row order.
 */
export function withStoredMeanwhile<T extends { email: string }>(plan: ImportPlan<T>, emails: ReadonlySet<string>): ImportPlan<T> {
  if (emails.size === 0) return plan;
  const meanwhile = plan.toCreate.filter(({ person }) => emails.has(person.email));
  return {
    ...plan,
    toCreate: plan.toCreate.filter(({ person }) => !emails.has(person.email)),
    skippedExisting: [...plan.skippedExisting, ...meanwhile.map(({ index, person }) => ({ index, email: person.email }))].sort(
      (a, b) => a.index - b.index,
    ),
  };
}

/** The report of an import once the planned people are written under the given ids. */
export function reportImport(plan: ImportPlan<{ email: string }>, writtenIds: readonly string[]): ImportReport {
  return {
    imported: plan.toCreate.map((row, position) => ({
      index: row.index,
      id: writtenIds[position] ?? '',
      email: row.person.email,
    })),
    skippedExisting: plan.skippedExisting,
    duplicatesInBatch: plan.duplicatesInBatch,
    rejected: plan.rejected,
  };
}
