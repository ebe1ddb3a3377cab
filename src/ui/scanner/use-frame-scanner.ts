import { useEffect, useRef, type RefObject } from 'react';
import type { FrameDecoder } from '../../application/ports/frame-decoder.port';

/** Frames decoded per second at most: plenty for a queue, and the CPU stays free for the page. */
const FRAMES_PER_SECOND = 12;

/**
 * Grabs frames from the running video and hands every code found to `onCode`, with the time
 * the frame was grabbed (for the frame-to-result measure). Never two decodes at once. `running`
 * means the camera runs and the decoder is loaded (useDecoderReady).
 */
export function useFrameScanner(
  video: RefObject<HTMLVideoElement | null>,
  running: boolean,
  decoder: FrameDecoder,
  onCode: (text: string, frameAt: number) => void,
) {
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!running) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let busy = false;
    let stopped = false;
    const timer = setInterval(() => {
      const element = video.current;
      if (busy || stopped || !context || !element || element.readyState < 2 || element.videoWidth === 0) return;
      busy = true;
      const frameAt = performance.now();
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      context.drawImage(element, 0, 0);
      decoder
        .decode(context.getImageData(0, 0, canvas.width, canvas.height))
        .then((codes) => !stopped && codes.forEach((code) => latest.current(code, frameAt)))
        .catch((error: unknown) => console.error('Error decoding a frame:', error))
        .finally(() => {
          busy = false;
        });
    }, 1000 / FRAMES_PER_SECOND);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [video, running, decoder]);
}
