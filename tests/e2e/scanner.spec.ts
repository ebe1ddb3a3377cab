import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESULT_SHOWN_MS, SAME_CODE_IGNORED_MS } from '../../src/application/scanner/scanner.machine';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';
import { registerFor, scanRow } from './people';
import { fakeCameraUse, writeFakeCameraVideo } from '../support/fake-camera';

const VIDEO = join(tmpdir(), `rollcall-fake-camera-${process.pid}.y4m`);
/**
 * The door's first scan, from the page's opening: it loads the camera's decoder and the full SDK
 * while the service worker downloads the whole app; in Firebase mode, the emulator at times
 * loses a channel's first answers, which the app asks again for after 10 s, and holds a commit
 * behind another's lock for up to 30 s (docs/testing.md). A hang detector, not a speed budget.
 */
const FIRST_SCAN_MS = 60_000;
/** The second sighting of the ticket: one more check-in answer, which the same causes can hold. */
const NEXT_SCAN_MS = 45_000;
test.use(fakeCameraUse(VIDEO));
// Registration, sign-in and two answers the emulator may each hold for half a minute.
test.describe.configure({ timeout: 180_000 });

/**
 * The visitor registers on their phone and the door is an administrator's browser; offline the
 * data lives on one device, so one browser plays both.
 */
test('a ticket held up to the camera is checked in once, and its result stays while it is held', async ({ say, page, phone }) => {
  const { ticketUrl } = await registerFor(phone, say, 'summit', 'Camera Guest', 'camera.guest@example.org');
  // The code fills every frame of the looping video: the camera never stops seeing it.
  await writeFakeCameraVideo(VIDEO, ticketUrl);

  await signInAsAdmin(page, say, '/scanner');
  await expect(page.getByRole('heading', { level: 1, name: say('Scan tickets') })).toBeVisible();
  await expect(page.getByLabel(say('Event')).locator('option:checked')).toContainText('Open Source Summit 2026');

  const result = page.locator('.scan-result');
  await expect(result.getByText(say('Checked in'), { exact: true })).toBeVisible({ timeout: FIRST_SCAN_MS });
  await expect(result.getByText(say('Welcome, {name}!', { name: 'Camera Guest' }))).toBeVisible();
  // Past the time after which a code out of view is read again, and the result's own time: the
  // ticket still held up has not turned into "Already checked in", and nothing went away.
  await page.waitForTimeout(SAME_CODE_IGNORED_MS + RESULT_SHOWN_MS + 1_000);
  await expect(result.getByText(say('Checked in'), { exact: true })).toBeVisible();
  await expect(result.getByText(say('Already checked in'))).toHaveCount(0);
  const history = page.getByRole('table');
  await expect(history.getByRole('row', { name: scanRow(say, 'Checked in', 'Camera Guest') })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2);
});

test('a ticket taken away and shown again is read again: already checked in, and by whom', async ({ say, page, phone }) => {
  const { ticketUrl } = await registerFor(phone, say, 'summit', 'Camera Return', 'camera.return@example.org');
  // The video loops: the code for a second, then nothing for longer than the same-code window.
  await writeFakeCameraVideo(VIDEO, ticketUrl, { emptySeconds: SAME_CODE_IGNORED_MS / 1000 + 2 });

  await signInAsAdmin(page, say, '/scanner');
  const result = page.locator('.scan-result');
  await expect(result.getByText(say('Checked in'), { exact: true })).toBeVisible({ timeout: FIRST_SCAN_MS });
  await expect(result.getByText(say('Already checked in'))).toBeVisible({ timeout: NEXT_SCAN_MS });
  const history = page.getByRole('table');
  await expect(history.getByRole('row', { name: scanRow(say, 'Checked in', 'Camera Return') })).toBeVisible();
  await expect(history.getByRole('row', { name: scanRow(say, 'Already checked in', 'Camera Return') })).toBeVisible();
  await expect(
    result.getByText(
      say.within(
        '{name} was checked in at {time} {who}.',
        { who: say.pattern('by staff on {device}', { device: 'Scanner \\w+' }) },
        { name: 'Camera Return' },
      ),
    ),
  ).toBeVisible();
});
