import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let prepared = false;

/** Reads the QR codes in an image file (PNG, JPEG) with zxing-wasm, its .wasm from node_modules. */
export async function decodeQrCodes(image: Uint8Array): Promise<string[]> {
  if (!prepared) {
    prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) } });
    prepared = true;
  }
  const results = await readBarcodes(image, { formats: ['QRCode'] });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
