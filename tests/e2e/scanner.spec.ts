import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';
import { registerFor } from './people';
import { fakeCameraUse, writeFakeCameraVideo } from '../support/fake-camera';

const VIDEO = join(tmpdir(), `rollcall-fake-camera-${process.pid}.y4m`);
test.use(fakeCameraUse(VIDEO));

test('the scanner reads a ticket from the camera: checked in, then already checked in', async ({ page }) => {
  const { ticketUrl } = await registerFor(page, 'summit', 'Camera Guest', 'camera.guest@example.org');
  await writeFakeCameraVideo(VIDEO, ticketUrl);

  await signInAsAdmin(page, '/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan tickets' })).toBeVisible();
  await expect(page.getByLabel('Event')).toHaveValue(/.+/);
  await expect(page.getByLabel('Event').locator('option:checked')).toContainText('Open Source Summit 2026');

  const result = page.locator('.scan-result');
  await expect(result.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(result.getByText('Welcome, Camera Guest!')).toBeVisible();
  // The camera still shows the same code: after 3 s it is read again.
  await expect(result.getByText('Already checked in')).toBeVisible({ timeout: 15_000 });
  await expect(result.getByText(/Camera Guest was checked in at .+ by staff on Scanner/)).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(3);
});
