// zod/mini: the same checks as zod's chained API, a third of its weight in the data layer
// every page loads (one function per check, so the bundler keeps only those used here).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { MAX_EMAIL_LENGTH, isValidEmail, normaliseEmail } from '../shared/email';
import { MAX_TEXT_LENGTH } from './lengths';

/**
 * A field as a sentence names it ("your name"): a catalogue message, so that the sentence is
 * written in the language shown when the check runs, not when the module loaded.
 */
export type FieldWords = MessageDescriptor | string;
/** A sentence for a check that failed, made when it fails (in the language shown then). */
export type Sentence = string | (() => string);

const wordsOf = (what: FieldWords) => (typeof what === 'string' ? what : i18n._(what));

/** What a form check gives back: the cleaned value, or one sentence per field that is wrong. */
export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function tooLong(what: FieldWords, max: number) {
  return (issue: { input?: unknown }) => {
    const field = wordsOf(what);
    const has = typeof issue.input === 'string' ? issue.input.length : max + 1;
    return t`Keep ${field} to ${max} characters (it has ${has}).`;
  };
}

/** A text that must not be empty once trimmed (`missing` says so), then `checks` in order. */
export function filledIn(missing: Sentence, ...checks: Array<z.core.$ZodCheck<string>>) {
  return z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing }), ...checks);
}

/** An optional text, trimmed; empty becomes absent. */
const absentWhenEmpty = z.transform((value: string | undefined) => (value ? value : undefined));

/** A text the person must fill in; `what` reads "your name", "your organisation"... */
export function requiredText(what: FieldWords, max: number = MAX_TEXT_LENGTH) {
  const missing = () => {
    const field = wordsOf(what);
    return t`Enter ${field}.`;
  };
  return filledIn(missing, z.maxLength(max, { error: tooLong(what, max) }));
}

/** A text that may stay empty; empty becomes absent. */
export function optionalText(what: FieldWords, max: number = MAX_TEXT_LENGTH) {
  return z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong(what, max) }))), absentWhenEmpty);
}

/** A whole number from `min` to `max` (a form's text coerced), with one sentence for what is wrong. */
export function wholeNumber(min: number, max: number, sentence: Sentence, tooMany: Sentence = sentence) {
  return z.coerce
    .number({ error: sentence })
    .check(z.refine(Number.isSafeInteger, { error: sentence }), z.gte(min, { error: sentence }), z.lte(max, { error: tooMany }));
}

export const requiredEmail = z.pipe(
  filledIn(
    () => t`Enter your e-mail address.`,
    z.maxLength(MAX_EMAIL_LENGTH, { error: () => t`An e-mail address has at most ${MAX_EMAIL_LENGTH} characters.` }),
    z.refine(isValidEmail, { error: () => t`Enter an e-mail address like name@example.org.` }),
  ),
  z.transform(normaliseEmail),
);

export const optionalEmail = z.pipe(
  z.optional(z.string().check(z.trim())).check(
    z.refine((value) => !value || isValidEmail(value), {
      error: () => t`Enter an e-mail address like name@example.org, or leave it empty.`,
    }),
  ),
  z.transform((value: string | undefined) => (value ? normaliseEmail(value) : undefined)),
);

const PHONE_SHAPE = /^\+?[0-9][0-9 ().\-/]{5,29}$/;
const PHONE_HINT = () => t`Enter a phone number in digits, like +41 22 123 45 67.`;

export const requiredPhone = filledIn(() => t`Enter your phone number.`, z.regex(PHONE_SHAPE, { error: PHONE_HINT }));

/** The words for the fields every visitor's form has. */
export const FIELD_WORDS = {
  name: msg`your name`,
  comment: msg`your comment`,
  organisation: msg`your organisation`,
};

export const optionalPhone = z.pipe(
  z.optional(z.string().check(z.trim())).check(z.refine((value) => !value || PHONE_SHAPE.test(value), { error: PHONE_HINT })),
  absentWhenEmpty,
);

/** Runs a schema and turns its issues into one sentence per field (the first one found). */
export function checkForm<T>(schema: z.ZodMiniType<T>, input: unknown): FormResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
