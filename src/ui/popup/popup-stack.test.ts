import { describe, expect, it } from 'vitest';
import { MOST_SHOWN, withPopup, type ShownPopup } from './popup-stack';

const said = (id: number, kind: ShownPopup['kind'], text: string, about?: string): ShownPopup => ({
  id,
  kind,
  text,
  ...(about ? { about } : {}),
});

describe('withPopup', () => {
  it('keeps an error shown when another thing’s success comes after it', () => {
    const error = said(1, 'error', 'Ada was not deleted: no connection.');
    expect(withPopup([error], said(2, 'success', 'Grace was deleted.')).map(({ id }) => id)).toEqual([1, 2]);
  });

  it('puts an outcome in the place of the wait it is about, beside other messages', () => {
    const waits = [said(1, 'waiting', 'Sending to ada…', 'resend:a'), said(2, 'waiting', 'Sending to grace…', 'resend:g')];
    const after = withPopup(waits, said(3, 'error', 'Not sent to ada.', 'resend:a'));
    expect(after.map(({ id, kind }) => [id, kind])).toEqual([
      [3, 'error'],
      [2, 'waiting'],
    ]);
  });

  it('says the same words again in the place of the first, not twice', () => {
    const first = said(1, 'error', 'There is no connection to the server.');
    expect(withPopup([first], said(2, 'error', 'There is no connection to the server.'))).toEqual([{ ...first, id: 2 }]);
  });

  it(`shows the ${MOST_SHOWN} latest at most, the oldest giving way`, () => {
    let shown: ShownPopup[] = [];
    for (let id = 1; id <= MOST_SHOWN + 2; id += 1) shown = withPopup(shown, said(id, 'success', `Person ${id} was deleted.`));
    expect(shown.map(({ id }) => id)).toEqual(Array.from({ length: MOST_SHOWN }, (_, index) => index + 3));
  });
});
