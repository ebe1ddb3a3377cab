import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RULE = 'lingui/no-unlocalized-strings';

describe('a text people read outside the catalogue fails the lint', () => {
  it.each([
    ['src/ui/bad.tsx', 'export const Page = () => <p>Your ticket is ready</p>;'],
    ['src/ui/bad.tsx', 'export const Field = () => <input aria-label="Search events" />;'],
    ['src/ui/bad.ts', "export const sentence = () => 'The event is full.';"],
    ['src/domain/forms/fields.ts', "export const missing = () => 'Enter your name.';"],
  ])('%s: %s', async (filePath, code) => {
    expect(await rulesFired(filePath, code)).toContain(RULE);
  });

  it.each([
    [
      'src/ui/good.tsx',
      "import { Trans } from '@lingui/react/macro';\nexport const Page = () => <p><Trans>Your ticket is ready</Trans></p>;",
    ],
    [
      'src/ui/good.tsx',
      'import { useLingui } from \'@lingui/react/macro\';\nexport const Field = () => { const { t } = useLingui(); return <input aria-label={t`Search events`} className="field wide" />; };',
    ],
  ])('passes when it goes through the catalogue: %s', async (filePath, code) => {
    expect(await rulesFired(filePath, code)).not.toContain(RULE);
  });
});
