import type { FrameDecoder } from '../../application/ports/frame-decoder.port';

/**
 * The scanner's decoder, loaded with the scanner: the container binds this, so the zxing-wasm
 * adapter (and its .wasm address) stays out of the visitors' first load.
 */
export class LazyFrameDecoder implements FrameDecoder {
  private decoder: Promise<FrameDecoder> | null = null;

  private load(): Promise<FrameDecoder> {
    this.decoder ??= import('./zxing-frame-decoder')
      .then(({ ZxingFrameDecoder }) => new ZxingFrameDecoder())
      .catch((error: unknown) => {
        // Not kept: without network now, the scanner tries again when it is back.
        this.decoder = null;
        throw error;
      });
    return this.decoder;
  }

  async warmUp(): Promise<void> {
    await (await this.load()).warmUp();
  }

  async decode(frame: ImageData): Promise<string[]> {
    return (await this.load()).decode(frame);
  }
}
