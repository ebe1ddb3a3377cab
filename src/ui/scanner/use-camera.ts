import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';

export type CameraStatus = 'starting' | 'running' | 'denied' | 'absent' | 'busy' | 'unsupported' | 'stopped' | 'error';

export type CameraState = {
  status: CameraStatus;
  devices: MediaDeviceInfo[];
  deviceId: string | undefined;
  torch: { supported: boolean; on: boolean };
};

/** What to tell the person for each way the camera can fail; the manual search always remains. */
export const CAMERA_MESSAGES: Partial<Record<CameraStatus, MessageDescriptor>> = {
  denied: msg`The camera is blocked. Allow camera access for this site in the browser’s settings, then restart the camera. Meanwhile, find people with the search.`,
  absent: msg`No camera was found. Connect one and restart the camera, or find people with the search.`,
  busy: msg`The camera is in use by another app. Close it and restart the camera, or find people with the search.`,
  unsupported: msg`This browser cannot use a camera on this page (it needs https). Find people with the search.`,
  stopped: msg`The camera stopped (unplugged or switched off). Restart it, or find people with the search.`,
  error: msg`The camera could not start. Restart it, or find people with the search.`,
};

function statusOf(error: unknown): CameraStatus {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'error';
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** The live camera: starts on mount, lists cameras, switches, lights the torch where there is one. */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const camera = useService(TOKENS.cameraAccess);
  const [state, setState] = useState<CameraState>({
    status: 'starting',
    devices: [],
    deviceId: undefined,
    torch: { supported: false, on: false },
  });
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const start = useCallback(
    async (deviceId?: string) => {
      stop();
      if (!camera.available()) return setState((current) => ({ ...current, status: 'unsupported' }));
      setState((current) => ({ ...current, status: 'starting' }));
      try {
        const media = await camera.open({
          audio: false,
          video: deviceId
            ? { deviceId: { exact: deviceId }, width: { ideal: 1280 }, height: { ideal: 720 } }
            : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
        stream.current = media;
        const [track] = media.getVideoTracks();
        track?.addEventListener('ended', () => setState((current) => ({ ...current, status: 'stopped' })));
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        const devices = await camera.list();
        const capabilities = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
        setState({
          status: 'running',
          devices,
          deviceId: track?.getSettings().deviceId,
          torch: { supported: capabilities.torch === true, on: false },
        });
      } catch (error) {
        const status = statusOf(error);
        // A refused or missing camera is a state the page explains; only the unexpected is logged.
        if (status === 'error') console.error('Error starting the camera:', error);
        setState((current) => ({ ...current, status }));
      }
    },
    [camera, stop, video],
  );

  const setTorch = useCallback(async (on: boolean) => {
    const [track] = stream.current?.getVideoTracks() ?? [];
    if (!track) return;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setState((current) => ({ ...current, torch: { ...current.torch, on } }));
    } catch (error) {
      console.error('Error switching the torch:', error);
    }
  }, []);

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  return { state, start, setTorch };
}
