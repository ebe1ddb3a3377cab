import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import { outcomeMessage, type OutcomeTone } from '../check-in/outcome-message';

/** A distinct sound per kind of result: a rising pair for "in", a double for "already", a low buzz otherwise. */
const TONES: Record<OutcomeTone, Array<{ frequency: number; start: number; length: number; wave: OscillatorType }>> = {
  success: [
    { frequency: 880, start: 0, length: 0.09, wave: 'sine' },
    { frequency: 1320, start: 0.1, length: 0.12, wave: 'sine' },
  ],
  warning: [
    { frequency: 660, start: 0, length: 0.1, wave: 'triangle' },
    { frequency: 660, start: 0.16, length: 0.1, wave: 'triangle' },
  ],
  error: [{ frequency: 180, start: 0, length: 0.35, wave: 'square' }],
};

let context: AudioContext | null = null;

/** Browsers start audio only after a gesture: call this from any tap on the scanner page. */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
}

export function playOutcomeSound(outcome: ScanOutcome): void {
  if (!context || context.state !== 'running') return;
  const now = context.currentTime;
  for (const tone of TONES[outcomeMessage(outcome, 'staff').tone]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(0.25, now + tone.start);
    gain.gain.exponentialRampToValueAtTime(0.001, now + tone.start + tone.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + tone.length);
  }
}
