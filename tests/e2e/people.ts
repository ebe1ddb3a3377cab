import type { Page } from '@playwright/test';

/** A visitor registers on their own device; the ticket's id and link as its QR code holds them. */
export async function registerFor(page: Page, slug: string, name: string, email: string): Promise<{ ticketId: string; ticketUrl: string }> {
  await page.goto(`/register/${slug}`);
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  const ticketUrl = (await page.getByRole('img', { name: /QR code of ticket/ }).getAttribute('data-ticket-url')) ?? '';
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
