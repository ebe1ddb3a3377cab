import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { registerFor } from './people';
import { signInAsAdmin } from './sign-in';

/** An instant as the store writes one (`importedAt`), in a regular expression. */
const AN_INSTANT = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z`;

test('the demo admin imports a spreadsheet, removes duplicates, downloads the CSV and publishes an event', async ({ say, page }) => {
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

  await signInAsAdmin(page, say, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: say('People') })).toBeVisible();
  // The demo's 305 people, confirmed by the server. A listen the emulator lost is listened to again
  // after 10 s (listen-until-confirmed.ts), hence the longer wait than the usual 15 s.
  await expect(page.getByText(say('{total} in the list.', { total: 305 }))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: say('Import…') }).click();
  await page.getByLabel(say('CSV or Excel file')).setInputFiles(file);
  await expect(
    page.getByText(
      say.within(
        '{rows, plural, one {# row in the file ({format}). Choose which column feeds each field:} other {# rows in the file ({format}). Choose which column feeds each field:}}',
        {},
        { rows: 5, format: 'XLSX' },
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: `${say('Registered on')} ${say('(optional)')}` })).toHaveValue('Registered on');
  await page.getByRole('button', { name: say('{rows, plural, one {Import # row} other {Import # rows}}', { rows: 5 }) }).click();

  const report = page.locator('.import-report');
  await expect(report.getByText(say('Import finished'))).toBeVisible();
  await expect(report.locator('li', { hasText: say.within('<0>{imported}</0> imported') }).first()).toHaveText(
    say('<0>{imported}</0> imported', { imported: 2 }),
  );
  await expect(report.locator('li', { hasText: say.within('<0>{skipped}</0> skipped: e-mail already in the list') })).toHaveText(
    say('<0>{skipped}</0> skipped: e-mail already in the list', { skipped: 1 }),
  );
  await expect(report.locator('li', { hasText: say.within('<0>{repeated}</0> repeated in the file') }).first()).toHaveText(
    say('<0>{repeated}</0> repeated in the file', { repeated: 1 }),
  );
  await expect(
    report.getByText(
      say('Line {line}: {reason}', { line: 6, reason: say('“{typed}” is not a valid e-mail address.', { typed: 'not-an-address' }) }),
    ),
  ).toBeVisible();
  await report.getByRole('button', { name: say('Close') }).click();
  await expect(page.getByText(say('{total} in the list.', { total: 307 }))).toBeVisible();

  await page.getByRole('button', { name: say('Remove duplicates…') }).click();
  await expect(
    page.getByText(
      say('{repeated}: {leaving}. The oldest entry of each stays.', {
        repeated: say('{emails, plural, one {# e-mail appears more than once} other {# e-mails appear more than once}}', { emails: 4 }),
        leaving: say('{going, plural, one {# entry goes} other {# entries go}}', { going: 4 }),
      }),
    ),
  ).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('button', { name: say('{going, plural, one {Remove # duplicate} other {Remove # duplicates}}', { going: 4 }) })
    .click();
  await expect(
    page.getByText(say('{removed, plural, one {# duplicate removed.} other {# duplicates removed.}}', { removed: 4 })),
  ).toBeVisible();

  await page.getByLabel(say('With a header row')).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Download {collection}.csv', { collection: 'users' }) }).click();
  const bytes = await readFile((await (await download).path()) ?? '');
  expect((await download).suggestedFilename()).toBe('users.csv');
  // UTF-8's byte-order mark first: Excel on Windows reads the accents right only with it.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder('utf-8').decode(bytes);
  const lines = csv.split('\r\n').filter(Boolean);
  // `importedAt`: when the import that added each person began.
  expect(lines[0]).toBe('id,city,country,createdAt,email,importedAt,name,organisation,phone,source');
  expect(lines).toHaveLength(1 + 300 + 1 + 2);
  // In the list's order, wherever the store read the people from: its first is the file's first.
  const firstShownEmail = await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  expect(lines[1]).toContain(`,${firstShownEmail},`);
  const zoe = lines.find((line) => line.includes('zoe.angstrom@example.org')) ?? '';
  expect(zoe).toMatch(new RegExp(`,2025-01-01T00:00:00\\.000Z,zoe\\.angstrom@example\\.org,${AN_INSTANT},Zoë Ångström,`));
  // The formula arrives guarded and quoted: a spreadsheet shows it as text.
  expect(zoe).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines.some((line) => line.includes('张伟'))).toBe(true);

  // Under a search, the download is what the list shows.
  await page.getByLabel(say('Search name, e-mail or organisation')).fill('zoe.angstrom@');
  const searched = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: say('{count, plural, one {Download the # shown as {collection}.csv} other {Download the # shown as {collection}.csv}}', {
        count: 1,
        collection: 'users',
      }),
    })
    .click();
  expect((await searched).suggestedFilename()).toBe('users.csv');
  const found = (await readFile((await (await searched).path()) ?? '', 'utf8')).split('\r\n').filter(Boolean);
  expect(found).toHaveLength(2);
  expect(found[1]).toContain('zoe.angstrom@example.org');
  await page.getByLabel(say('Search name, e-mail or organisation')).fill('');

  await page.goto('/admin/events');
  await page.getByRole('button', { name: say('New event') }).click();
  await page.getByLabel(say.starting('Title')).fill('Autumn Open Day');
  await page.getByLabel(say.starting('Summary')).fill('Doors open, talks every hour.');
  await page.getByLabel(say.starting('Venue')).fill('Main building');
  await page.getByLabel(say.starting('Starts')).fill('2030-10-05T10:00');
  await page.getByLabel(say.starting('Ends')).fill('2030-10-05T16:00');
  await page.getByLabel(say.starting('Seats')).fill('80');
  await page.getByRole('button', { name: say('Create the event') }).click();
  // Up to 20 s when the emulator lost the Write channel's opening, 10 s more for each further loss
  // (event-time-zones.spec.ts says why).
  await expect(page.getByText(say('{name} was created.', { name: 'Autumn Open Day' }))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('/autumn-open-day')).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('region', { name: say('Upcoming') }).getByRole('link', { name: 'Autumn Open Day' })).toBeVisible();
  await page.goto('/autumn-open-day');
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn Open Day' })).toBeVisible();
  await expect(page.getByText(say('{left, plural, one {# seat left} other {# seats left}}', { left: 80 }))).toBeVisible();
});

test('the admin imports files made elsewhere: a Mac workbook (1904 dates) read in the zone chosen, and an Eventbrite attendee report', async ({
  say,
  page,
}) => {
  const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/spreadsheets/${name}`, import.meta.url));
  await signInAsAdmin(page, say, '/admin/users');
  await expect(page.getByText(say('{total} in the list.', { total: 305 }))).toBeVisible({ timeout: 30_000 });
  const report = page.locator('.import-report');

  await page.getByRole('button', { name: say('Import…') }).click();
  await page.getByLabel(say('CSV or Excel file')).setInputFiles(fixture('dates-1904.xlsx'));
  await expect(page.getByRole('table', { name: say('The first rows') }).getByText('2020-10-01')).toBeVisible();
  await page.getByLabel(say('Time zone of the file’s dates')).selectOption('America/New_York');
  await page.getByRole('button', { name: say('{rows, plural, one {Import # row} other {Import # rows}}', { rows: 1 }) }).click();
  await expect(report.locator('li', { hasText: say.within('<0>{imported}</0> imported') }).first()).toHaveText(
    say('<0>{imported}</0> imported', { imported: 1 }),
  );
  await report.getByRole('button', { name: say('Close') }).click();

  await page.getByRole('button', { name: say('Import…') }).click();
  await page.getByLabel(say('CSV or Excel file')).setInputFiles(fixture('eventbrite-attendees.csv'));
  await expect(page.getByText(say('Joined with a space: {joined}.', { joined: 'First Name + Last Name' }))).toBeVisible();
  await page.getByRole('button', { name: say('{rows, plural, one {Import # row} other {Import # rows}}', { rows: 2 }) }).click();
  await expect(report.locator('li', { hasText: say.within('<0>{imported}</0> imported') }).first()).toHaveText(
    say('<0>{imported}</0> imported', { imported: 2 }),
  );
  await report.getByRole('button', { name: say('Close') }).click();
  await expect(page.getByText(say('{total} in the list.', { total: 308 }))).toBeVisible();

  await page.getByLabel(say('With a header row')).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Download {collection}.csv', { collection: 'users' }) }).click();
  const lines = (await readFile((await (await download).path()) ?? '', 'utf8')).split('\r\n');
  // Midnight of 1 October 2020 in New York; Eventbrite's order time with its own offset.
  expect(lines.find((line) => line.includes('ada@example.org'))).toMatch(
    new RegExp(`,2020-10-01T04:00:00\\.000Z,ada@example\\.org,${AN_INSTANT},Ada Lovelace,`),
  );
  // The phone starts with "+": guarded like a formula, a spreadsheet shows it as text.
  expect(lines.find((line) => line.includes('john.doe@example.com'))).toMatch(
    new RegExp(`,2026-11-02T14:14:22\\.000Z,john\\.doe@example\\.com,${AN_INSTANT},John Doe,Acme Corp,'\\+1 555 0100,`),
  );
});

/**
 * A lost ticket: the visitor registered on their phone; an administrator, at the office, opens
 * the ticket from the event's registrations (its QR code) and sends it again. On the emulators
 * the server then holds two messages for that address: the first confirmation and this one.
 */
test('an administrator opens a visitor’s lost ticket and sends it again to the visitor’s address', async ({
  say,
  page,
  phone,
  emulatorHosts,
}) => {
  const { ticketId } = await registerFor(phone, say, 'summit', 'Lucy Lost', 'lucy.lost@example.org');

  const office = page;
  await signInAsAdmin(office, say, '/admin/events');
  const details = say('Registrations, waiting list, feedback <0>of {title}</0>', { title: 'Open Source Summit 2026' });
  await office.getByRole('button', { name: details }).click();
  await office.getByRole('link', { name: say('Ticket<0> of {name}</0>', { name: 'Lucy Lost' }) }).click();
  await expect(office.getByRole('img', { name: say('QR code of ticket {ticketId}', { ticketId }) })).toBeVisible();
  await office.goBack();
  await office.getByRole('button', { name: details }).click();
  await office.getByRole('button', { name: say('Send again<0> to {name}</0>', { name: 'Lucy Lost' }) }).click();
  await expect(office.getByText(say('The ticket was sent again to {email}.', { email: 'lucy.lost@example.org' }))).toBeVisible();

  if (emulatorHosts) {
    const mail = await adminFirestore(emulatorHosts).collection('mail').where('to', '==', 'lucy.lost@example.org').get();
    expect(mail.docs.map((message) => message.id).sort()).toEqual([
      `ticket_${ticketId}`,
      expect.stringMatching(new RegExp(`^ticket_${ticketId}_again_\\d+$`)),
    ]);
  }
});
