import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * How the scanner asks zxing-wasm to read a frame: QR codes only, trying harder (rotated, blurred,
 * low-contrast codes), and stop at the first code: asking for up to four cost 60% more per
 * frame (docs/performance.md). Shared with the decoder benchmark.
 */
export const QR_READ_OPTIONS = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 } as const satisfies ReaderOptions;
