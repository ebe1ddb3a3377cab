import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A Y4M video for Chromium's fake camera (--use-file-for-fake-video-capture) showing a QR code
 * of `text` on a grey background, like a phone held up to a laptop camera.
 */
export async function writeFakeCameraVideo(path: string, text: string): Promise<void> {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = code.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) * 0.8 / (modules + quiet * 2));
  const side = (modules + quiet * 2) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, 110);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / scale) - quiet;
      const row = Math.floor(y / scale) - quiet;
      const dark = column >= 0 && row >= 0 && column < modules && row < modules && code.modules.get(row, column) === 1;
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
