/** Reads the QR codes in one camera frame (zxing-wasm in the browser). */
export interface FrameDecoder {
  /** Loads the decoder ahead of the first frame, so the first scan is not slow. */
  warmUp(): Promise<void>;
  decode(frame: ImageData): Promise<string[]>;
}
