import type * as zxing from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { FrameDecoder } from '../../application/ports/frame-decoder.port';
import { QR_READ_OPTIONS } from './qr-read-options';

type ZxingReader = typeof zxing;

/**
 * QR decoding with zxing-wasm (a few milliseconds per 1280×720 frame, robust to blur,
 * rotation and low contrast). The library is loaded on first use, and its .wasm is served by
 * the app itself: zxing-wasm's default is a CDN, which would break offline use and the CSP.
 */
export class ZxingFrameDecoder implements FrameDecoder {
  private reader: Promise<ZxingReader> | null = null;

  private load(): Promise<ZxingReader> {
    this.reader ??= import('zxing-wasm/reader')
      .then(async (reader) => {
        await reader.prepareZXingModule({
          overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
          fireImmediately: true,
        });
        return reader;
      })
      .catch((error: unknown) => {
        // Not kept: a device that lost the network before the decoder arrived tries again later.
        this.reader = null;
        throw error;
      });
    return this.reader;
  }

  async warmUp(): Promise<void> {
    await this.load();
  }

  async decode(frame: ImageData): Promise<string[]> {
    const reader = await this.load();
    const results = await reader.readBarcodes(frame, QR_READ_OPTIONS);
    return results.filter((result) => result.isValid).map((result) => result.text);
  }
}
