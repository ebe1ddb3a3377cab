// Decoding one 1280×720 camera frame: the app's decoder (zxing-wasm, with the scanner's own
// options) against jsQR, on the same frames in the same run.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { QR_READ_OPTIONS } from '../src/adapters/browser/qr-read-options';
import { seededRandom } from '../src/adapters/demo/random';
import type { BenchResult } from './budgets';
import { summarise } from './support/stats';

const WIDTH = 1280;
const HEIGHT = 720;

type Frame = { data: Uint8ClampedArray; width: number; height: number };

/**
 * A ticket held up to a laptop camera: the code fills 40% of the height, on a grey background
 * with sensor noise and reduced contrast, as webcams deliver it.
 */
export function ticketFrame(text: string, seed = 1): Frame {
  const random = seededRandom(seed);
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = code.modules.size + 8;
  const scale = Math.floor((HEIGHT * 0.4) / size);
  const left = Math.floor((WIDTH - size * scale) / 2) + 90;
  const top = Math.floor((HEIGHT - size * scale) / 2) - 40;
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const row = Math.floor((y - top) / scale) - 4;
      const column = Math.floor((x - left) / scale) - 4;
      const inCode = y >= top && x >= left && y < top + size * scale && x < left + size * scale;
      const dark =
        inCode && row >= 0 && column >= 0 && row < code.modules.size && column < code.modules.size && code.modules.get(row, column) === 1;
      const base = inCode ? (dark ? 60 : 190) : 120 + 30 * Math.sin(x / 90);
      const value = base + (random() - 0.5) * 40;
      const offset = (y * WIDTH + x) * 4;
      data[offset] = value;
      data[offset + 1] = value;
      data[offset + 2] = value;
      data[offset + 3] = 255;
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

export async function decodeFrame(frames = 12, rounds = 5): Promise<BenchResult[]> {
  const wasm = await readFile(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
  const texts = Array.from(
    { length: frames },
    (_, index) => `http://127.0.0.1:4173/checkin/summit?ticket=Ticket${String(index).padStart(14, '0')}`,
  );
  const images = texts.map((text, index) => ticketFrame(text, index + 1));
  const zxing: number[] = [];
  const jsqr: number[] = [];
  let zxingRead = 0;
  let jsqrRead = 0;
  await readBarcodes(images[0] as ImageData, QR_READ_OPTIONS); // warm-up: compiling the module is not decoding
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, image] of images.entries()) {
      let start = performance.now();
      const results = await readBarcodes(image as ImageData, QR_READ_OPTIONS);
      zxing.push(performance.now() - start);
      if (results.some((result) => result.text === texts[index])) zxingRead += 1;
      start = performance.now();
      const result = jsQR(image.data, image.width, image.height);
      jsqr.push(performance.now() - start);
      if (result?.data === texts[index]) jsqrRead += 1;
    }
  }
  const app = summarise(zxing);
  const other = summarise(jsqr);
  const total = frames * rounds;
  return [
    {
      id: 'decoder.frame-1280x720',
      unit: 'ms',
      ...app,
      note: `zxing-wasm read ${zxingRead}/${total}; ${(other.median / app.median).toFixed(1)}× faster than jsQR`,
    },
    { id: 'decoder.frame-1280x720-jsqr', unit: 'ms', ...other, note: `jsQR read ${jsqrRead}/${total}` },
  ];
}
