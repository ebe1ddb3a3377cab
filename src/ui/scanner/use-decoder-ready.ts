import { useEffect, useState } from 'react';
import type { FrameDecoder } from '../../application/ports/frame-decoder.port';

export type DecoderState = 'loading' | 'ready' | 'unavailable';

/** How often a decoder that could not load is tried again, besides when the network returns. */
const RETRY_MS = 5000;

/**
 * Loads the QR decoder as soon as the scanner opens, so the first ticket is read at once. A
 * device that lost its network before the decoder arrived says so and tries again.
 */
export function useDecoderReady(decoder: FrameDecoder): DecoderState {
  const [state, setState] = useState<DecoderState>('loading');
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      decoder.warmUp().then(
        () => {
          if (!stopped) setState('ready');
          window.removeEventListener('online', attempt);
        },
        (error: unknown) => {
          if (stopped) return;
          console.error('Error loading the QR decoder:', error);
          setState('unavailable');
          timer = setTimeout(attempt, RETRY_MS);
        },
      );
    };
    window.addEventListener('online', attempt);
    attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
  }, [decoder]);
  return state;
}
