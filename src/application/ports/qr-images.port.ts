/** QR codes as images a message can carry. */
export interface QrImages {
  /** A PNG of the QR code of `text`, as a `data:image/png;base64,…` URL. */
  pngDataUrl(text: string): Promise<string>;
}
