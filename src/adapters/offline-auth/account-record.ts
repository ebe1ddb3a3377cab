import type { PasswordHash } from './password-hash';

/** An offline account as stored in the `accounts` table: a hash, never the password. */
export type AccountRecord = {
  id: string;
  email: string;
  name: string;
  admin: boolean;
  /** Door staff: the scanner only. */
  door?: boolean;
  password: PasswordHash;
};
