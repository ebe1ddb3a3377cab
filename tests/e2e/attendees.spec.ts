import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { expect, test } from './fixtures';
import { readyOffline, registerFor, scanRow, scanWithHandheld } from './people';
import { escapeForPattern, type Say } from './say';
import { signInAsAdmin } from './sign-in';

const COUNTS = '<0>{registered}</0> registered · <1>{arrived}</1> checked in · <2>{notArrived}</2> not arrived yet';
const SUMMIT = 'Open Source Summit 2026';

async function countsOn(office: Page, say: Say) {
  const text = (await office.getByLabel(say('Counts')).textContent()) ?? '';
  const number = '([\\d\\s.,\u202f]+)';
  const [, registered, arrived, notArrived] =
    new RegExp(say.pattern(COUNTS, { registered: number, arrived: number, notArrived: number })).exec(text) ?? [];
  const asNumber = (digits?: string) => Number(digits?.replace(/\D/g, '') ?? NaN);
  return { registered: asNumber(registered), arrived: asNumber(arrived), notArrived: asNumber(notArrived) };
}

/**
 * The office keeps the event's attendee list open while the door checks people in: two visitors
 * on their own phones, the door and the office each on their own device on the emulators (offline,
 * one browser holds the data: the door is a second tab of it). Counted on the server afterwards.
 */
test('the office follows an event’s attendee list while the door checks people in: who has arrived and when, who has not, the file and the printout; the directory names the events a person holds tickets for', async ({
  say,
  page,
  phone,
  backend,
  newDevice,
  emulatorHosts,
}) => {
  const ines = await registerFor(phone, say, 'summit', 'Inès Early', 'ines.early@example.org');
  const secondPhone = backend === 'emulators' ? (await newDevice()).page : page;
  await registerFor(secondPhone, say, 'summit', 'Leo Late', 'leo.late@example.org');

  const office = page;
  await signInAsAdmin(office, say, '/admin/events');
  await office.getByRole('link', { name: say('Attendee list <0>of {title}</0>', { title: SUMMIT }) }).click();
  await expect(office.getByRole('heading', { level: 1, name: say('Attendees: {title}', { title: SUMMIT }) })).toBeVisible();
  const before = await countsOn(office, say);
  expect(before.registered).toBe(before.arrived + before.notArrived);
  const search = office.getByRole('searchbox', { name: say('Search name or e-mail') });
  const list = office.getByRole('table', { name: say('Attendees') });
  await office.getByRole('radio', { name: say('Not arrived yet') }).check();
  await search.fill('Inès Early');
  await expect(list.getByRole('row', { name: new RegExp(`Inès Early.*${say.pattern('○ Not arrived yet')}`) })).toBeVisible();

  // Offline the door is the office's second tab, already signed in.
  const door = backend === 'emulators' ? (await newDevice()).page : await office.context().newPage();
  if (backend === 'emulators') await signInAsAdmin(door, say, '/scanner');
  else await door.goto('/scanner');
  await expect(door.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });
  await scanWithHandheld(door, ines.ticketUrl);
  await expect(door.getByRole('table').getByRole('row', { name: scanRow(say, 'Checked in', 'Inès Early') })).toBeVisible();

  // The office's list follows without a reload: Inès leaves "not arrived yet", and is in, with the time.
  await expect(office.getByText(say('Nobody matches the search.'))).toBeVisible({ timeout: 20_000 });
  await office.getByRole('radio', { name: say('Everyone') }).check();
  const arrived = say.pattern('✓ Checked in at {at}, at {device}', { at: '.+', device: '.+' });
  const inesRow = list.getByRole('row', { name: new RegExp(`Inès Early.*${arrived}`) });
  await expect(inesRow).toBeVisible();
  // The time, its zone and the door are all on screen, not cut short.
  const arrival = inesRow.getByRole('cell').filter({ hasText: new RegExp(arrived) });
  const fits = (cell: HTMLElement) => cell.scrollWidth <= cell.clientWidth + 1 && cell.scrollHeight <= cell.clientHeight + 1;
  expect(await arrival.evaluate(fits), `arrival cut short: ${await arrival.textContent()}`).toBe(true);
  expect(await countsOn(office, say)).toEqual({
    registered: before.registered,
    arrived: before.arrived + 1,
    notArrived: before.notArrived - 1,
  });

  // The file of those not arrived yet: Leo among them, Inès not; the event named on every line.
  await search.fill('');
  await office.getByRole('radio', { name: say('Not arrived yet') }).check();
  const expected = before.notArrived - 1;
  const download = office.waitForEvent('download');
  await office
    .getByRole('button', {
      name: say('{0, plural, one {Download the # shown as {file}} other {Download the # shown as {file}}}', {
        0: expected,
        file: 'attendees-summit.csv',
      }),
    })
    .click();
  expect((await download).suggestedFilename()).toBe('attendees-summit.csv');
  const bytes = await readFile((await (await download).path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder('utf-8').decode(bytes).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('eventTitle,eventStartsAt,timeZone,ticketId,name,email,registeredAt,checkedInAt,checkedInBy,checkedInOn');
  expect(lines).toHaveLength(expected + 1);
  expect(lines.slice(1).every((line) => line.startsWith(`${SUMMIT},`))).toBe(true);
  expect(lines.find((line) => line.includes('leo.late@example.org'))).toMatch(/,leo\.late@example\.org,[^,]+,,,$/);
  expect(lines.some((line) => line.includes('ines.early@example.org'))).toBe(false);

  // The printout: every line shown (not the screenful the table holds), on paper only.
  await office.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await office.getByRole('button', { name: say('Print the list') }).click();
  await expect(office.locator('body')).toHaveAttribute('data-printed', 'yes');
  const printout = office.getByTestId('attendees-printout');
  await expect(printout).toBeHidden();
  await office.emulateMedia({ media: 'print' });
  await expect(printout).toBeVisible();
  await expect(printout.locator('tbody tr')).toHaveCount(expected);
  await expect(printout.getByRole('cell', { name: 'Leo Late', exact: true })).toBeVisible();
  await expect(office.getByRole('searchbox', { name: say('Search name or e-mail') })).toBeHidden();
  await office.emulateMedia({ media: 'screen' });

  // The directory says which events a person holds tickets for, and where they were checked in:
  // Inès, added to it by the office, with her ticket and the door's check-in on other devices.
  await office
    .getByRole('navigation', { name: say('Admin sections') })
    .getByRole('link', { name: say('People') })
    .click();
  await office.getByRole('button', { name: say('Add a person') }).click();
  await office.getByLabel(say.starting('Name')).fill('Inès Early');
  await office.getByLabel(say.starting('E-mail')).fill('ines.early@example.org');
  await office.getByRole('button', { name: say('Add'), exact: true }).click();
  await office.getByLabel(say('Search name, e-mail or organisation')).fill('ines.early@example.org');
  const people = office.getByRole('table', { name: say('People') });
  // The ✓ is for the eye (aria-hidden); a screen reader hears "(checked in)".
  const heard = say('<0>✓ </0>{title}<1> (checked in)</1>', { title: SUMMIT }).replace('✓ ', '');
  await expect(people.getByRole('row', { name: new RegExp(`Inès Early.*${escapeForPattern(heard)}`) })).toBeVisible();
  await expect(people.getByRole('row', { name: /Inès Early/ })).toContainText(`✓ ${SUMMIT}`);

  if (emulatorHosts) {
    const server = adminFirestore(emulatorHosts);
    const [summit] = (await server.collection('events').where('slug', '==', 'summit').get()).docs;
    const eventId = summit?.id ?? '';
    const tickets = await server.collection('registrations').where('eventId', '==', eventId).count().get();
    const checkIns = await server.collection('checkins').where('eventId', '==', eventId).count().get();
    expect({ tickets: tickets.data().count, checkIns: checkIns.data().count }).toEqual({
      tickets: before.registered,
      checkIns: before.arrived + 1,
    });
  }
});
