/** The longest address SMTP can deliver (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

// Deliberately simple: one "@", something before it, a dotted domain after it, no spaces and
// no "/" (storage may use an e-mail in a document id). Full RFC 5322
// parsing accepts addresses no mail server delivers to; this catches typos.
const EMAIL_SHAPE = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;

/** E-mails are compared and stored trimmed and in lower case (PRODUCT.md: e-mail unique). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalised = normaliseEmail(email);
  return normalised.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(normalised);
}
