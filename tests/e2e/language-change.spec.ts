import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listed, registerFor } from './people';
import { sayIn, type JourneyLanguage, type Say } from './say';
import { signInAsAdmin } from './sign-in';

/** The language a page is changed to: German, or English from a German page. */
const otherThan = (language: JourneyLanguage): JourneyLanguage => (language === 'de' ? 'en' : 'de');

/** Chooses `to` in the top bar's language menu, whose label is in the language shown (`from`). */
async function changeLanguage(page: Page, from: Say, to: JourneyLanguage): Promise<void> {
  await page.getByRole('combobox', { name: from('Language') }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** What the page reads once it shows nothing loading and nothing on it has changed for a second: the frame and the page, as text. */
async function settledText(page: Page): Promise<string> {
  let last = '';
  let sameSince = Date.now();
  await expect
    .poll(
      async () => {
        const now = await page.locator('body').innerText();
        // A page still loading its data or code is not settled, however long it stays so: on a
        // loaded machine the overview's "Loading the overview…" stood for more than a second.
        const loading = (await page.locator('.loading').count()) > 0;
        if (now !== last || loading) [last, sameSince] = [now, Date.now()];
        return Date.now() - sameSince;
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBeGreaterThan(1_000);
  return last;
}

/**
 * A visitor who began the form and then picks their language keeps what they typed: changing the
 * language draws the texts again, it does not start the page over.
 */
test('a half-filled registration form keeps what was typed when the language changes', async ({ say, page }) => {
  const other = otherThan(say.language);
  const sayOther = await sayIn(other);
  await page.goto('/register/offline-first');
  await page.getByLabel(say.starting('Full name')).fill('Camille Dubois');
  await page.getByLabel(say.starting('E-mail')).fill('camille@');
  await page.getByRole('button', { name: say('Register') }).click();
  await expect(page.getByText(say('Enter an e-mail address like name@example.org.'))).toBeVisible();

  await changeLanguage(page, say, other);
  await expect(page.getByLabel(sayOther.starting('Full name'))).toHaveValue('Camille Dubois');
  await expect(page.getByLabel(sayOther.starting('E-mail'))).toHaveValue('camille@');
  await expect(page.getByRole('button', { name: sayOther('Register') })).toBeVisible();
  // What the check said stays on screen, in the words it was said in, until the form is sent again.
  await expect(page.getByText(say('Enter an e-mail address like name@example.org.'))).toBeVisible();
  await page.getByLabel(sayOther.starting('E-mail')).fill('camille@example.org');
  await page.getByRole('button', { name: sayOther('Register') }).click();
  await expect(page.getByText(sayOther('You are registered. Here is your ticket.'))).toBeVisible();
  await expect(page.getByText('Camille Dubois')).toBeVisible();
});

/**
 * Every text a page shows follows a change of language: the page reads, word for word, as it does
 * when opened in that language. A text made outside the language's reach (a helper's, a date,
 * a count) would stay in the old one here.
 */
test('a page whose language changes reads as it does when opened in that language', async ({ say, page }) => {
  test.slow();
  const { ticketUrl } = await registerFor(page, say, 'offline-first', 'Lena Sprache', 'lena.sprache@example.org');
  const visitorPages = [
    '/',
    '/events',
    '/register/offline-first',
    new URL(ticketUrl).pathname + new URL(ticketUrl).search,
    '/resources',
    '/feedback',
    '/checkin',
    '/login',
  ];
  const staffPages = ['/admin', '/admin/users', '/admin/events', '/admin/checkins', '/admin/outbox', '/settings', '/scanner'];
  let shown = say;
  const compare = async (path: string) => {
    await page.goto(path);
    await settledText(page);
    const to = shown.language === say.language ? otherThan(say.language) : say.language;
    await changeLanguage(page, shown, to);
    const changed = await settledText(page);
    await page.reload();
    const opened = await settledText(page);
    expect(changed, `${path} after changing to ${to}`).toBe(opened);
    shown = await sayIn(to);
  };
  for (const path of visitorPages) await compare(path);
  await signInAsAdmin(page, shown, '/admin');
  await expect(page.getByRole('navigation', { name: shown('Admin sections') })).toBeVisible();
  for (const path of staffPages) await compare(path);
});

/**
 * An administrator who narrowed the people list and then changes language finds it as they left
 * it: the same search, order and filter, the same people shown.
 */
test('the people list keeps its search, order and filter when the language changes', async ({ say, page }) => {
  const sayOther = await sayIn(otherThan(say.language));
  await signInAsAdmin(page, say, '/admin/users');
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  const shownCount = page.getByText(say.within('{total} in the list, {matching} shown.', { total: '\\d+', matching: '\\d+' }));
  await page.getByLabel(say('Search name, e-mail or organisation')).fill('example');
  await page.getByLabel(say('Sort by')).selectOption({ label: say('Newest first') });
  await page.getByLabel(say('Show')).selectOption({ label: say('Not checked in') });
  await expect(shownCount).toBeVisible();
  // Who is checked in comes on its own: the list as the administrator sees it once all is in.
  await settledText(page);
  const counts = async (text: Locator) => (await text.textContent())?.match(/\d+/g);
  const before = await counts(shownCount);
  const firstEmail = await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();

  await changeLanguage(page, say, otherThan(say.language));
  await expect(page.getByLabel(sayOther('Search name, e-mail or organisation'))).toHaveValue('example');
  await expect(page.getByLabel(sayOther('Sort by'))).toHaveValue('newest');
  await expect(page.getByLabel(sayOther('Show'))).toHaveValue('out');
  const shownNow = page.getByText(sayOther.within('{total} in the list, {matching} shown.', { total: '\\d+', matching: '\\d+' }));
  await expect(shownNow).toBeVisible();
  await settledText(page);
  expect(await counts(shownNow)).toEqual(before);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(firstEmail ?? '');
});
