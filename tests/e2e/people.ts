import type { Page } from '@playwright/test';
import type { Say } from './say';

/** A visitor registers on their own device; the ticket's id and link as its QR code holds them. */
export async function registerFor(
  page: Page,
  say: Say,
  slug: string,
  name: string,
  email: string,
): Promise<{ ticketId: string; ticketUrl: string }> {
  await page.goto(`/register/${slug}`);
  await page.getByLabel(say.starting('Full name')).fill(name);
  await page.getByLabel(say.starting('E-mail')).fill(email);
  await page.getByRole('button', { name: say('Register') }).click();
  const ticketUrl =
    (await page.getByRole('img', { name: say.within('QR code of ticket {ticketId}') }).getAttribute('data-ticket-url')) ?? '';
  return { ticketId: new URL(ticketUrl).searchParams.get('ticket') ?? '', ticketUrl };
}

/**
 * A handheld scanner in keyboard mode: the code's characters then Enter, at once, on whatever
 * has the focus. Dispatched in the page in one task, because a scanner's pace is the point: keys
 * sent one by one from the test runner arrive as slowly as the machine lets them, like a
 * person's, and so do keys spaced by timers in a page busy loading (a synthetic key's time is
 * when it is dispatched; a real scanner's keys carry the time they were typed).
 */
export async function scanWithHandheld(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...text, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
    }
  }, code);
}

/** "✓ Ready offline: 1,234 tickets": the door's list of tickets is ready, whatever its count. */
export function readyOffline(say: Say): RegExp {
  const tickets = say('{0, plural, one {# ticket} other {# tickets}}', { 0: 2 }).replace(/^2\s/, '');
  return new RegExp(`${say.pattern('✓ Ready offline:')} [\\d\\s.,]+ ${tickets}`);
}

/** A row of the scanner's history: the outcome's title, then the person's name. */
export function scanRow(say: Say, title: string, name: string): RegExp {
  return new RegExp(`${say.pattern(title)} ${name}`);
}
