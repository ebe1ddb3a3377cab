const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const DOCUMENT_ID_LENGTH = 20;
// The largest multiple of 62 below 256: bytes above it are drawn again, so no letter is favoured.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A random 20-character id like Firestore's automatic ids (ticket ids are
 * unguessable), from the platform's cryptographic generator.
 */
export function newDocumentId(): string {
  let id = '';
  const bytes = new Uint8Array(DOCUMENT_ID_LENGTH * 2);
  while (id.length < DOCUMENT_ID_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < DOCUMENT_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
