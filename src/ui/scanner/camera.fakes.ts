import QRCode from 'qrcode';
import type { CameraAccess } from '../../application/ports/camera-access.port';

/** A camera the browser refuses or lacks, with the DOMException name browsers give. */
export function refusingCamera(name: 'NotAllowedError' | 'NotFoundError' | 'NotReadableError'): CameraAccess {
  return {
    available: () => true,
    open: () => Promise.reject(new DOMException('The camera is not available.', name)),
    list: async () => [],
  };
}

export const noCameraApi: CameraAccess = {
  available: () => false,
  open: () => Promise.reject(new Error('no camera API')),
  list: async () => [],
};

/**
 * A "camera" filming a canvas (Chromium's captureStream): `show(text)` puts a QR code in front
 * of it, as a visitor holding up a phone would.
 */
export function screenCamera(): CameraAccess & { show: (text: string) => Promise<void> } {
  let canvas: HTMLCanvasElement | null = null;
  const surface = () => {
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#6b7280';
        context.fillRect(0, 0, 640, 480);
      }
    }
    return canvas;
  };
  return {
    available: () => true,
    list: async () => [],
    open: async () => {
      const target = surface();
      const stream = target.captureStream(15);
      // A canvas only sends frames when it changes: keep repainting the same picture.
      const context = target.getContext('2d');
      setInterval(() => context?.drawImage(target, 0, 0), 100);
      return stream;
    },
    show: async (text) => {
      const code = document.createElement('canvas');
      await QRCode.toCanvas(code, text, { width: 360, margin: 2 });
      surface().getContext('2d')?.drawImage(code, 140, 60);
    },
  };
}
