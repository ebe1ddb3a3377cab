import { describe, expect, it } from 'vitest';
import { KeyboardWedge, WEDGE_KEY_GAP_MS } from './keyboard-wedge';

/** Types `text` then Enter, `gap` ms between keys, from `start`; returns what the wedge read. */
function type(wedge: KeyboardWedge, text: string, gap: number, start = 1_000): Array<string | null> {
  const keys = [...text, 'Enter'];
  return keys.map((key, index) => wedge.key(key, start + index * gap).code);
}

const URL_CODE = 'https://rollcall.example/checkin/gala?ticket=AbCdEfGhIjKlMnOpQrSt';

describe('a keyboard-wedge scanner', () => {
  it('reads a code typed at a scanner’s pace and ended by Enter, a whole URL or a bare id', () => {
    const wedge = new KeyboardWedge();
    expect(type(wedge, URL_CODE, 4).at(-1)).toBe(URL_CODE);
    expect(type(wedge, 'AbCdEfGhIjKlMnOpQrSt', 8, 60_000).at(-1)).toBe('AbCdEfGhIjKlMnOpQrSt');
  });

  it('takes a person typing in the search for a person, even a fast one', () => {
    const wedge = new KeyboardWedge();
    expect(type(wedge, 'Ada Lovelace', WEDGE_KEY_GAP_MS + 30)).toEqual(Array.from({ length: 13 }, () => null));
  });

  it('ignores Shift between the characters, and short bursts', () => {
    const wedge = new KeyboardWedge();
    let at = 0;
    const read = [...'AB12cdEF34'].flatMap((key) => [wedge.key('Shift', (at += 2)), wedge.key(key, (at += 2))]);
    expect(read.every((result) => result.code === null)).toBe(true);
    expect(wedge.key('Enter', (at += 2)).code).toBe('AB12cdEF34');
    expect(type(wedge, 'abc', 3, 90_000).at(-1)).toBeNull();
  });

  it('starts a new burst after a pause, dropping what a person typed before', () => {
    const wedge = new KeyboardWedge();
    expect(wedge.key('x', 0).startsBurst).toBe(true);
    expect(wedge.key('y', 500).startsBurst).toBe(true);
    expect(wedge.key('z', 503).startsBurst).toBe(false);
    expect(type(wedge, 'AbCdEfGhIj', 5, 2_000).at(-1)).toBe('AbCdEfGhIj');
  });
});
