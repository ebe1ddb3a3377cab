import type { QrImages } from '../../application/ports/qr-images.port';

/** The `qrcode` library (also the ticket page's), loaded when the first message needs a code. */
export const qrcodeImages: QrImages = {
  async pngDataUrl(text) {
    const { default: QRCode } = await import('qrcode');
    return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
  },
};
