/** The longest address SMTP can deliver (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** The longest part before the "@" (RFC 5321). */
const MAX_LOCAL_LENGTH = 64;

// What HTML's `<input type=email>` accepts (WHATWG), stricter where mail servers are: the part
// before the "@" is dot-separated atoms (no leading, trailing or double dot), without "/"
// (storage may use an e-mail in a document id); the domain is labels of letters, digits and
// inner hyphens, at least two of them. No quotes, parentheses, spaces or control characters.
// firestore.rules' isEmail() is the same pattern (tests/rules/email.rules.test.ts runs one table
// of cases against both).
const ATOM = "[a-z0-9!#$%&'*+=?^_`{|}~-]+";
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
export const EMAIL_PATTERN = `^${ATOM}(?:[.]${ATOM})*@${LABEL}(?:[.]${LABEL})+$`;
const EMAIL_SHAPE = new RegExp(EMAIL_PATTERN);

/**
 * E-mails are compared and stored trimmed and in lower case (one person, one address), with an
 * internationalised domain in its ASCII form, as the browser's e-mail field gives it.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  const domain = lower.slice(at + 1);
  if (at < 0 || /^[\x21-\x7e]*$/.test(domain)) return lower;
  return `${lower.slice(0, at + 1)}${asciiDomain(domain)}`;
}

/** The domain's ASCII (punycode) form; unchanged when it is no domain at all. */
function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
}

export function isValidEmail(email: string): boolean {
  const normalised = normaliseEmail(email);
  const local = normalised.slice(0, normalised.lastIndexOf('@'));
  return normalised.length <= MAX_EMAIL_LENGTH && local.length <= MAX_LOCAL_LENGTH && EMAIL_SHAPE.test(normalised);
}

/**
 * The address in a cell written the way mail programs write one: "Zoë Dupont <zoe@example.org>"
 * (copied from a message's "To:" line) or a "mailto:" link. Anything else is returned as it is,
 * for the usual check to judge.
 */
export function addressIn(text: string): string {
  const named = /^[^<>]*<([^<>]+)>$/.exec(text.trim());
  const address = named?.[1] ?? text;
  const link = /^mailto:([^?]*)/i.exec(address.trim());
  return (link?.[1] ?? address).trim();
}
