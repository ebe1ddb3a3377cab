import { expect, type Page } from '@playwright/test';
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

/** Joins a full event's waiting list on the visitor's device; the address of the place's page it lands on. */
export async function joinWaitingList(page: Page, say: Say, slug: string, name: string, email: string): Promise<string> {
  await page.goto(`/register/${slug}`);
  await expect(page.getByText(say('This event is full: the last seat was just taken.'))).toBeVisible();
  await page.getByLabel(say.starting('Full name')).fill(name);
  await page.getByLabel(say.starting('E-mail')).fill(email);
  await page.getByRole('button', { name: say('Join the waiting list') }).click();
  await expect(page.getByRole('heading', { name: say('Your place on the waiting list') })).toBeVisible();
  return page.url();
}

/**
 * A handheld scanner in keyboard mode: the code's characters then Enter, on whatever has the
 * focus, each key stamped 2 ms after the one before, as a scanner types them. A real scanner's
 * keys carry the time they were typed; a synthetic key's time is when it is made, so keys sent
 * from the test runner, or even from one loop in the page while the machine is loaded (the
 * page's process paused mid-code), arrived as far apart as a person's and the code was cut in
 * two. The stamp is the scanner's own, whatever the machine does.
 */
export async function scanWithHandheld(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    const typedFrom = performance.now();
    [...text, 'Enter'].forEach((key, index) => {
      for (const type of ['keydown', 'keyup']) {
        const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: type === 'keydown' });
        Object.defineProperty(event, 'timeStamp', { value: typedFrom + index * 2 });
        target.dispatchEvent(event);
      }
    });
  }, code);
}

const ticketCount = (say: Say) => {
  const count = (n: number) => say('{0, plural, one {# ticket} other {# tickets}}', { 0: n }).replace(/^\d+\s/, '');
  return `[\\d\\s.,]+ (${count(1)}|${count(2)})`;
};

/**
 * "✓ Ready offline: 1,234 tickets" (or "1 ticket"), whatever its count: the door's list of
 * tickets is on the device, and the app itself is saved there (its service worker is active).
 */
export function readyOffline(say: Say): RegExp {
  return new RegExp(`${say.pattern('✓ Ready offline:')} ${ticketCount(say)}`);
}

/**
 * The door's list of tickets is on the device, whether the app itself is saved there or not:
 * for journeys that block the service worker (Playwright's routes do not see what it serves).
 */
export function ticketsHeld(say: Say): RegExp {
  return new RegExp(`(${say.pattern('✓ Ready offline:')}|${say.pattern('Tickets on this device:')}) ${ticketCount(say)}`);
}

/** A row of the scanner's history: the outcome's title, then the person's name. */
export function scanRow(say: Say, title: string, name: string): RegExp {
  return new RegExp(`${say.pattern(title)} ${name}`);
}

/** "This ticket is for {title}, {when}, at {venue}.": a refused ticket's own event, named, whatever its time and place. */
export function ticketIsFor(say: Say, title: string): RegExp {
  return new RegExp(say.pattern('This ticket is for {title}, {when}, at {venue}.', { when: '.+', venue: '.+' }, { title }));
}

/** "N in the list.": the people list once the server has confirmed it. */
export const listed = (page: Page, say: Say, total: number) => page.getByText(say('{total} in the list.', { total }));

/** The People section reached from the admin menu, the admin area loaded again first. */
export async function openPeople(page: Page, say: Say) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: say('Admin sections') })
    .getByRole('link', { name: say('People') })
    .click();
}
