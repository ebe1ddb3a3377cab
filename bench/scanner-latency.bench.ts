import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import QRCode from 'qrcode';
import { fakeCameraUse } from '../tests/support/fake-camera';
import { summarise, type Summary } from './support/stats';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 10;
const FRAMES_PER_CODE = 6;

/** A 1280×720 Y4M video that shows each code in turn, like a queue of visitors holding up phones. */
async function writeQueueVideo(path: string, codes: readonly string[]): Promise<void> {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frames: Buffer[] = [];
  for (const text of codes) {
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const size = code.modules.size + 8;
    const scale = Math.floor((HEIGHT * 0.7) / size);
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    const luma = Buffer.alloc(WIDTH * HEIGHT, 100);
    for (let y = 0; y < size * scale; y += 1) {
      for (let x = 0; x < size * scale; x += 1) {
        const row = Math.floor(y / scale) - 4;
        const column = Math.floor(x / scale) - 4;
        const dark =
          row >= 0 && column >= 0 && row < code.modules.size && column < code.modules.size && code.modules.get(row, column) === 1;
        luma[(top + y) * WIDTH + left + x] = dark ? 20 : 230;
      }
    }
    const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
    for (let repeat = 0; repeat < FRAMES_PER_CODE; repeat += 1) frames.push(frame);
  }
  await writeFile(path, Buffer.concat([header, ...frames]));
}

/**
 * Scanner: from grabbing a camera frame that holds a ticket to its result on screen (the app's
 * own `rollcall:scan-to-result` measure), with Chromium's fake camera playing a queue of tickets.
 */
export async function scannerLatency(appUrl: string, tickets = 40): Promise<Summary> {
  const video = join(tmpdir(), `rollcall-bench-${process.pid}.y4m`);
  const { launchOptions, permissions } = fakeCameraUse(video);
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ permissions });
    const page = await context.newPage();
    await page.goto(`${appUrl}/admin-login?next=/scanner`);
    await page.getByLabel('E-mail').fill('admin@rollcall.test');
    await page.getByLabel('Password', { exact: true }).fill('rollcall-admin');
    // The summit's tickets, read straight from this browser's demo store.
    const ticketIds = await page.evaluate(
      (count) =>
        new Promise<string[]>((resolve, reject) => {
          const request = indexedDB.open('rollcall');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const read = request.result.transaction(['events', 'registrations']).objectStore('events').index('slug').get('summit');
            read.onsuccess = () => {
              const all = request.result.transaction('registrations').objectStore('registrations').index('eventId').getAll(read.result.id);
              all.onsuccess = () => resolve((all.result as Array<{ id: string }>).slice(0, count).map((ticket) => ticket.id));
            };
          };
        }),
      tickets,
    );
    await writeQueueVideo(video, ticketIds);
    await page.getByRole('button', { name: 'Sign in as administrator' }).click();
    await page.getByRole('heading', { level: 1, name: 'Scan tickets' }).waitFor();
    await page.waitForFunction(
      (expected) => performance.getEntriesByName('rollcall:scan-to-result').length >= expected,
      Math.floor(ticketIds.length * 0.9),
      {
        timeout: ticketIds.length * 2000,
      },
    );
    const durations = await page.evaluate(() => performance.getEntriesByName('rollcall:scan-to-result').map((entry) => entry.duration));
    return summarise(durations);
  } finally {
    await browser.close();
  }
}
