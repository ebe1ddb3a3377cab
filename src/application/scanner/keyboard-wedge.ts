/**
 * Keystrokes this close together are one burst. Handheld scanners in keyboard mode ("keyboard
 * wedge", USB or Bluetooth) type a code at a few milliseconds per key; people, even fast
 * typists, leave 60 ms and more between keys (the figure pretixSCAN and most POS software use
 * is 30-50 ms).
 */
export const WEDGE_KEY_GAP_MS = 40;
/** The shortest code taken as a scan: a bare ticket id has 20 characters. */
export const WEDGE_MIN_LENGTH = 8;

/**
 * Tells a scanner's typing from a person's: a burst of characters, each within
 * WEDGE_KEY_GAP_MS of the one before, ended by Enter, is a scanned code.
 */
export class KeyboardWedge {
  private buffer = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  /**
   * A key pressed at `at` (milliseconds). Returns the code when this Enter ends a burst, else
   * null. `startsBurst` says whether this key may be the first of one (for undoing its echo).
   */
  key(key: string, at: number): { code: string | null; startsBurst: boolean } {
    const gap = at - this.lastAt;
    const continues = gap <= WEDGE_KEY_GAP_MS;
    // Modifier keys (a scanner presses Shift for capitals) neither add nor break a burst.
    if (key.length !== 1 && key !== 'Enter') return { code: null, startsBurst: false };
    this.lastAt = at;
    if (key === 'Enter') {
      const burst = continues ? this.buffer : '';
      this.buffer = '';
      return { code: burst.length >= WEDGE_MIN_LENGTH ? burst : null, startsBurst: false };
    }
    this.buffer = continues ? this.buffer + key : key;
    return { code: null, startsBurst: !continues };
  }
}
