import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const FRAMES_PER_SECOND = 10;

/**
 * A Y4M video for Chromium's fake camera (--use-file-for-fake-video-capture) showing a QR code
 * of `text` on a grey background, like a phone held up to a laptop camera. With `emptySeconds`,
 * the camera first shows only the background that long (the video loops).
 */
export async function writeFakeCameraVideo(path: string, text: string, { emptySeconds = 0 } = {}): Promise<void> {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = code.modules.size;
  const quiet = 4;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (modules + quiet * 2));
  const side = (modules + quiet * 2) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  const luma = background();
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / scale) - quiet;
      const row = Math.floor(y / scale) - quiet;
      const dark = column >= 0 && row >= 0 && column < modules && row < modules && code.modules.get(row, column) === 1;
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  }
  await writeVideo(path, [...repeated(grey(background()), Math.round(emptySeconds * FRAMES_PER_SECOND)), ...repeated(grey(luma), FRAMES)]);
}

/** A video of the background only: a camera that sees no code, at a door whose tickets come by handheld scanner. */
export async function writeEmptyCameraVideo(path: string): Promise<void> {
  await writeVideo(path, repeated(grey(background()), FRAMES));
}

/** The same frame `count` times: one buffer, not one per frame (30 s of video is 300 frames of 460 kB). */
function repeated(frame: Buffer, count: number): Buffer[] {
  return Array.from({ length: count }, () => frame);
}

function writeVideo(path: string, frames: Buffer[]): Promise<void> {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAMES_PER_SECOND}:1 Ip A1:1 C420jpeg\n`);
  return writeFile(path, Buffer.concat([header, ...frames]));
}

/** The grey background's brightness, one byte a pixel. */
function background(): Buffer {
  return Buffer.alloc(WIDTH * HEIGHT, 110);
}

/** A frame of the video: the brightness given, without colour. */
function grey(luma: Buffer): Buffer {
  return Buffer.concat([Buffer.from('FRAME\n'), luma, Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)]);
}

/** Playwright options for a Chromium whose camera plays the video at `videoPath`, allowed without asking. */
export function fakeCameraUse(videoPath: string) {
  const executablePath = findChromium();
  return {
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${videoPath}`,
      ],
    },
    permissions: ['camera'],
  };
}
