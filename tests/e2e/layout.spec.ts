import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';

// Times carry their zone's name: a zone with one of the longest ("GMT+5:30") must fit as well.
test.use({ timezoneId: 'Asia/Kolkata' });

/** Whether anything inside the element is cut short (an ellipsis, a clipped overflow). */
async function isCutShort(element: Locator): Promise<boolean> {
  return element.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].some(
      (node) => node instanceof HTMLElement && node.scrollWidth > node.clientWidth + 1,
    ),
  );
}

async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('Both elements must be on screen.');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function pageOverflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('the scanner fits a 390 px phone, and its options stand apart on a 1,366 px laptop', async ({ say, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, say, '/scanner');
  const eventList = page.getByLabel(say('Event'), { exact: true });
  await expect(eventList).toBeVisible();
  expect(await pageOverflowsSideways(page), 'the page scrolls sideways on a phone').toBe(false);

  await page.setViewportSize({ width: 1366, height: 900 });
  const mode = page.getByRole('group', { name: say('Each scan is') });
  const sound = page.getByText(say('Sound for each scan'));
  expect(await overlaps(eventList, mode), 'the event list runs under "Each scan is"').toBe(false);
  expect(await overlaps(eventList, sound), 'the event list runs under the sound switch').toBe(false);
  expect(await overlaps(mode, sound), '"Each scan is" runs under the sound switch').toBe(false);
});

test('the admin tables show time, person and e-mail in full on a 1,366 px laptop, and event actions one per line', async ({
  say,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page, say, '/admin/checkins');
  const checkIns = page.getByRole('table', { name: say('Check-ins') });
  const firstCheckIn = checkIns.getByRole('row').nth(1);
  await expect(firstCheckIn).toBeVisible();
  const [time, person] = [firstCheckIn.getByRole('cell').nth(0), firstCheckIn.getByRole('cell').nth(1)];
  expect(await isCutShort(time), `time cut short: ${await time.textContent()}`).toBe(false);
  expect(await isCutShort(person), `person cut short: ${await person.textContent()}`).toBe(false);

  await page
    .getByRole('navigation', { name: say('Admin sections') })
    .getByRole('link', { name: say('People') })
    .click();
  const firstPerson = page
    .getByRole('table', { name: say('People') })
    .getByRole('row')
    .nth(1);
  await expect(firstPerson).toBeVisible();
  const email = firstPerson.getByRole('cell').nth(1);
  await expect(email).toContainText('@');
  expect(await isCutShort(email), `e-mail cut short: ${await email.textContent()}`).toBe(false);

  await page
    .getByRole('navigation', { name: say('Admin sections') })
    .getByRole('link', { name: say('Events') })
    .click();
  const firstEvent = page.getByRole('table').getByRole('row').nth(1);
  const actions = firstEvent.getByRole('cell').last().getByRole('button');
  await expect(actions).toHaveCount(4);
  const boxes = await Promise.all((await actions.all()).map((action) => action.boundingBox()));
  const lineHeight = await actions.first().evaluate((button) => parseFloat(getComputedStyle(button).lineHeight));
  for (const box of boxes) expect(box?.height ?? Infinity, 'an action wraps onto a second line').toBeLessThan(lineHeight * 2);
  const tops = boxes.map((box) => box?.y ?? 0);
  expect(new Set(tops).size, 'the actions stand one under the other').toBe(tops.length);
});

test('the staff sign-in page shows the admin top bar, as every path under /admin does', async ({ say, page }) => {
  await page.goto('/admin-login');
  const bar = page.getByRole('navigation', { name: say('Main') });
  await expect(bar.getByRole('link', { name: say('Settings') })).toBeVisible();
  await expect(bar.getByRole('button', { name: say('Scan QR') })).toBeVisible();
  await expect(bar.getByRole('link', { name: say('Resources') })).toHaveCount(0);
});
