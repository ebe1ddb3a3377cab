import { expect, within } from 'storybook/test';
import { STILL_WAITING_MS } from './use-still-waiting';

/** A send the server never answers: what the still-waiting stories give the service they override. */
export const neverAnswered = () => new Promise<never>(() => undefined);

/**
 * For stories whose send never answers: waits (real time) until the page says it is still
 * waiting, and checks that it is said in a polite live region (a status under the button, or the
 * popup's). Returns the canvas's queries.
 */
export async function saysItIsStillWaiting(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const status = await page.findByText(/The server has not answered yet\. Keep this page open/, undefined, {
    timeout: STILL_WAITING_MS + 4_000,
  });
  await expect(status.closest('[role="status"], [aria-live="polite"]')).not.toBeNull();
  return page;
}
