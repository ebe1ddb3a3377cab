import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';

test('the demo admin imports a spreadsheet, removes duplicates, downloads the CSV and publishes an event', async ({ page }) => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([
      ['Full name', 'E-mail', 'Company', 'Registered on'],
      ['Zoë Ångström', 'zoe.angstrom@example.org', '=HYPERLINK("http://evil.example")', 45658],
      ['张伟', 'zhang.wei@example.org', 'Shanghai Lab', '2026-03-04'],
      ['Zoë again', 'ZOE.ANGSTROM@example.org', '', 45659],
      ['Vera Visitor', 'visitor@rollcall.test', '', 45658],
      ['No Address', 'not-an-address', '', 45658],
    ]),
    'Guests',
  );
  const file = join(tmpdir(), `rollcall-import-${process.pid}.xlsx`);
  await writeFile(file, XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  await signInAsAdmin(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  // The demo's 305 people, confirmed by the server. A listen the emulator lost is listened to again
  // after 10 s (listen-until-confirmed.ts), hence the longer wait than the usual 15 s.
  await expect(page.getByText('305 in the list.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import…' }).click();
  await page.getByLabel('CSV or Excel file').setInputFiles(file);
  await expect(page.getByText('5 rows in the file (XLSX)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Registered on (optional)' })).toHaveValue('Registered on');
  await page.getByRole('button', { name: 'Import 5 rows' }).click();

  const report = page.locator('.import-report');
  await expect(report.getByText('Import finished')).toBeVisible();
  await expect(report.locator('li', { hasText: 'imported' }).first()).toHaveText('2 imported');
  await expect(report.locator('li', { hasText: 'skipped' })).toHaveText('1 skipped: e-mail already in the list');
  await expect(report.locator('li', { hasText: 'repeated in the file' }).first()).toHaveText('1 repeated in the file');
  await expect(report.getByText('Line 6: “not-an-address” is not a valid e-mail address.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('307 in the list.')).toBeVisible();

  await page.getByRole('button', { name: 'Remove duplicates…' }).click();
  await expect(page.getByText(/4 e-mails appear more than once: 4 entries go/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Remove 4 duplicates' }).click();
  await expect(page.getByText('4 duplicates removed.')).toBeVisible();

  await page.getByLabel('With a header row').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download users.csv' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect((await download).suggestedFilename()).toBe('users.csv');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('id,city,country,createdAt,email,name,organisation,phone,source');
  expect(lines).toHaveLength(1 + 300 + 1 + 2);
  const zoe = lines.find((line) => line.includes('zoe.angstrom@example.org')) ?? '';
  expect(zoe).toContain(',2025-01-01T00:00:00.000Z,zoe.angstrom@example.org,Zoë Ångström,');
  // The formula arrives guarded and quoted: a spreadsheet shows it as text.
  expect(zoe).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines.some((line) => line.includes('张伟'))).toBe(true);

  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByLabel(/^Title/).fill('Autumn Open Day');
  await page.getByLabel(/^Summary/).fill('Doors open, talks every hour.');
  await page.getByLabel(/^Venue/).fill('Main building');
  await page.getByLabel(/^Starts/).fill('2030-10-05T10:00');
  await page.getByLabel(/^Ends/).fill('2030-10-05T16:00');
  await page.getByLabel(/^Seats/).fill('80');
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page.getByText('Autumn Open Day was created.')).toBeVisible();
  await expect(page.getByText('/autumn-open-day')).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: 'Autumn Open Day' })).toBeVisible();
  await page.goto('/autumn-open-day');
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn Open Day' })).toBeVisible();
  await expect(page.getByText('80 seats left')).toBeVisible();
});

test('the admin imports files made elsewhere: a Mac workbook (1904 dates) read in the zone chosen, and an Eventbrite attendee report', async ({ page }) => {
  const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/spreadsheets/${name}`, import.meta.url));
  await signInAsAdmin(page, '/admin/users');
  await expect(page.getByText('305 in the list.')).toBeVisible({ timeout: 30_000 });
  const report = page.locator('.import-report');

  await page.getByRole('button', { name: 'Import…' }).click();
  await page.getByLabel('CSV or Excel file').setInputFiles(fixture('dates-1904.xlsx'));
  await expect(page.getByRole('table', { name: 'The first rows' }).getByText('2020-10-01')).toBeVisible();
  await page.getByLabel('Time zone of the file’s dates').selectOption('America/New_York');
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(report.locator('li', { hasText: 'imported' }).first()).toHaveText('1 imported');
  await report.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Import…' }).click();
  await page.getByLabel('CSV or Excel file').setInputFiles(fixture('eventbrite-attendees.csv'));
  await expect(page.getByText('Joined with a space: First Name + Last Name.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(report.locator('li', { hasText: 'imported' }).first()).toHaveText('2 imported');
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('308 in the list.')).toBeVisible();

  await page.getByLabel('With a header row').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download users.csv' }).click();
  const lines = (await readFile((await (await download).path()) ?? '', 'utf8')).split('\r\n');
  // Midnight of 1 October 2020 in New York; Eventbrite's order time with its own offset.
  expect(lines.find((line) => line.includes('ada@example.org'))).toContain(',2020-10-01T04:00:00.000Z,ada@example.org,Ada Lovelace,');
  // The phone starts with "+": guarded like a formula, a spreadsheet shows it as text.
  expect(lines.find((line) => line.includes('john.doe@example.com'))).toContain(",2026-11-02T14:14:22.000Z,john.doe@example.com,John Doe,Acme Corp,'+1 555 0100,");
});
