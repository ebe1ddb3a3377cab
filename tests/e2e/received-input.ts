import type { BrowserContext, Page } from '@playwright/test';

/** Where each page keeps what it received, under a key no app code uses. */
const RECORD_KEY = 'rollcall.e2e.receivedInput';
/** Enough to cover a form filled and sent; older entries are dropped. */
const KEPT = 40;

/**
 * Records, in every page of the context, the input the page itself received: each trusted
 * pointer press, click and key, and each form submission with whether the app took it
 * (`preventDefault`). A test that clicked a button and then waited in vain says, with the page's
 * snapshot, whether the click reached the page at all and whether the form was sent; Playwright
 * reports such a click as done even when the browser never delivered it.
 */
export async function recordReceivedInput(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ key, kept }) => {
      const entries: string[] = [];
      Object.defineProperty(window, Symbol.for(key), { value: entries });
      const describe = (target: EventTarget | null) => {
        if (!(target instanceof Element)) return String(target);
        const text = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30);
        const disabled = target instanceof HTMLButtonElement && target.disabled ? ' disabled' : '';
        return `<${target.tagName.toLowerCase()}${disabled}> "${text}"`;
      };
      const note = (line: string) => {
        entries.push(`${(performance.now() / 1000).toFixed(2)} s ${line}`);
        if (entries.length > kept) entries.shift();
      };
      for (const type of ['pointerdown', 'click', 'keydown']) {
        window.addEventListener(type, (event) => event.isTrusted && note(`${type} on ${describe(event.target)}`), { capture: true });
      }
      // Bubbling: the app's own listener (React's, on its root) has run by the time it reaches the window.
      window.addEventListener('submit', (event) =>
        note(`submit of a form, ${event.defaultPrevented ? 'taken by the app' : 'not taken by the app'}`),
      );
    },
    { key: RECORD_KEY, kept: KEPT },
  );
}

/** What the page recorded, oldest first, times from its own start; empty when it recorded nothing. */
export async function receivedInput(page: Page): Promise<string> {
  const entries = await page
    .evaluate((key) => (window as unknown as Record<symbol, string[] | undefined>)[Symbol.for(key)] ?? [], RECORD_KEY)
    .catch((error: unknown) => [`(not read: ${String(error)})`]);
  return entries.join('\n');
}
