import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rules that fire when this code is linted as if it lived at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const BOUNDARY_RULES = ['boundaries/dependencies', 'no-restricted-imports'];

describe('the layer rule makes a bad import fail the lint', () => {
  it.each([
    ['src/domain/bad.ts', "export { RollcallDatabase } from '../adapters/dexie/rollcall-database';"],
    ['src/domain/bad.ts', "export { TOKENS } from '../application/tokens';"],
    ['src/domain/bad.ts', "export { useState } from 'react';"],
    ['src/domain/bad.ts', "export { createMachine } from 'xstate';"],
    ['src/application/bad.ts', "export { chunk } from '../adapters/shared/store-log';"],
    ['src/application/bad.ts', "export { getDoc } from 'firebase/firestore';"],
    ['src/application/bad.ts', "export { Container } from 'inversify';"],
    ['src/ui/bad.tsx', "export { createOfflineContainer } from '../adapters/di/container.offline';"],
    ['src/ui/bad.tsx', "export { default } from 'dexie';"],
    ['src/main.tsx', "export { DexieDocumentStore } from './adapters/dexie/dexie-document-store';"],
    ['src/adapters/dexie/bad.ts', "export { createOfflineContainer } from '../di/container.offline';"],
  ])('%s: %s', async (filePath, code) => {
    const fired = await violations(filePath, code);
    expect(fired.some((rule) => BOUNDARY_RULES.includes(rule))).toBe(true);
  });
});

describe('the layer rule lets the allowed imports through', () => {
  it.each([
    ['src/application/fine.ts', "export { normaliseEmail } from '../domain/shared/email';"],
    ['src/application/fine.ts', "export { setup } from 'xstate';"],
    ['src/ui/fine.tsx', "export { TOKENS } from '../application/tokens';"],
    ['src/adapters/dexie/fine.ts', "export { DocumentNotFoundError } from '../../application/ports/store-errors';"],
    ['src/main.tsx', "export { createOfflineContainer } from './adapters/di/container.offline';"],
  ])('%s: %s', async (filePath, code) => {
    const fired = await violations(filePath, code);
    expect(fired.filter((rule) => BOUNDARY_RULES.includes(rule))).toEqual([]);
  });
});

describe('a screen cannot reach a storage port', () => {
  it.each(['documentStore', 'ticketLedger', 'doorCopy', 'offlineAdmissions', 'outbox'])(
    'TOKENS.%s in a page fails the lint',
    async (port) => {
      const code = `import { TOKENS } from '../application/tokens';\nexport const port = TOKENS.${port};`;
      expect(await violations('src/ui/bad-page.tsx', code)).toContain('no-restricted-syntax');
    },
  );

  it('lets a page ask for a use case, and a story set up a store', async () => {
    expect(
      await violations('src/ui/fine-page.tsx', "import { TOKENS } from '../application/tokens';\nexport const desk = TOKENS.ticketDesk;"),
    ).toEqual([]);
    expect(
      await violations(
        'src/ui/fine-page.stories.tsx',
        "import { TOKENS } from '../application/tokens';\nexport const store = TOKENS.documentStore;",
      ),
    ).not.toContain('no-restricted-syntax');
  });
});

describe('file names follow the convention', () => {
  it.each(['src/ui/TicketView.tsx', 'src/domain/check_in.ts', 'src/application/CheckIn/check-in.use-case.ts'])(
    '%s fails the lint',
    async (filePath) => {
      const fired = await violations(filePath, 'export const value = 1;');
      expect(fired.some((rule) => rule.startsWith('check-file/'))).toBe(true);
    },
  );

  it('accepts kebab-case names with their role in a middle extension', async () => {
    expect(await violations('src/application/check-in/check-in-attendee.use-case.ts', 'export const value = 1;')).toEqual([]);
  });
});
