/**
 * Offline demo accounts keep a PBKDF2-SHA-256 hash, never the password (Web Crypto, the
 * platform's own implementation). 210,000 iterations is OWASP's figure for PBKDF2-SHA-256.
 */
export const PBKDF2_ITERATIONS = 210_000;

export type PasswordHash = { algorithm: 'PBKDF2-SHA-256'; iterations: number; salt: string; hash: string };

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations: number = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(await derive(password, salt, iterations)) };
}

/** Compares every byte whatever the first difference, so timing tells nothing. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  let difference = expected.length ^ actual.length;
  for (let index = 0; index < expected.length; index += 1) difference |= (expected[index] ?? 0) ^ (actual[index] ?? 0);
  return difference === 0;
}
