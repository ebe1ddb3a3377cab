import type { DemoAccount } from '../../application/ports/auth-gateway.port';
import type { AccountRecord } from '../offline-auth/account-record';

/** The offline mode's accounts. Public on purpose: the sign-in pages list them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@rollcall.test', password: 'rollcall-admin', name: 'Alex Admin', admin: true },
  { email: 'door@rollcall.test', password: 'rollcall-door', name: 'Dana Door', admin: false, door: true },
  { email: 'visitor@rollcall.test', password: 'rollcall-visitor', name: 'Vera Visitor', admin: false },
];

/**
 * The same accounts as stored: only PBKDF2 hashes (computed once with password-hash.ts; a test
 * checks that each verifies its password), so seeding costs no hashing time.
 */
export const DEMO_ACCOUNT_RECORDS: readonly AccountRecord[] = [
  {
    id: 'demo-admin',
    email: 'admin@rollcall.test',
    name: 'Alex Admin',
    admin: true,
    password: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: 210_000,
      salt: 'Shd0Y+xpcl6QTT1qejEYCw==',
      hash: 'eiiNtV8p26cdJ44IRmLYryHVo7s4J1fnf/71tbaCCEU=',
    },
  },
  {
    id: 'demo-door',
    email: 'door@rollcall.test',
    name: 'Dana Door',
    admin: false,
    door: true,
    password: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: 210_000,
      salt: 'kp7Q5j9R/m4whWUyc4sBkQ==',
      hash: 'm/P/3U1XraPxByNdhX3BVrPFGhKtgGGTb+enYUdGZnI=',
    },
  },
  {
    id: 'demo-visitor',
    email: 'visitor@rollcall.test',
    name: 'Vera Visitor',
    admin: false,
    password: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: 210_000,
      salt: '09+37oqVbT5f5EcpVXd23A==',
      hash: 'qxgl2MWM//gMLt017zsKM6FG3CZxiurPRMPipuGUP7U=',
    },
  },
];
