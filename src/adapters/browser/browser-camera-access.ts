import type { CameraAccess } from '../../application/ports/camera-access.port';

export const browserCameraAccess: CameraAccess = {
  available: () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function',
  open: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  list: async () => (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput'),
};
