/** The device's cameras (navigator.mediaDevices in the browser; a fake in stories and tests). */
export interface CameraAccess {
  open(constraints: MediaStreamConstraints): Promise<MediaStream>;
  list(): Promise<MediaDeviceInfo[]>;
  /** False where the browser offers no camera at all (no https, or no API). */
  available(): boolean;
}
