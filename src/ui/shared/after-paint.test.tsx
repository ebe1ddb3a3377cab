import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, useAfterFirstPaint } from './after-paint';

function Probe({ value, listKey }: { value: string | null; listKey: string }) {
  return <p>{useAfterFirstPaint(value, listKey) ?? 'nothing yet'}</p>;
}

/** Frame callbacks held until the test paints, as a browser runs them just before a paint. */
let frames: FrameRequestCallback[] = [];

/** A frame: its callbacks, then the tasks queued meanwhile, as after a real paint. */
async function paint() {
  await act(async () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Every task queued so far, but no frame. */
async function tasksWithoutAFrame() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => {}));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives a first value only after a frame was painted without it', async () => {
    render(<Probe value="everyone" listKey="people" />);
    await tasksWithoutAFrame();
    expect(screen.getByText('nothing yet')).toBeTruthy();
    await paint();
    expect(screen.getByText('everyone')).toBeTruthy();
  });

  it('passes later values for the same key at once, and waits again for a new key', async () => {
    const { rerender } = render(<Probe value={null} listKey="people" />);
    await paint();
    expect(screen.getByText('nothing yet')).toBeTruthy();
    rerender(<Probe value="everyone" listKey="people" />);
    await paint();
    rerender(<Probe value="everyone and one more" listKey="people" />);
    expect(screen.getByText('everyone and one more')).toBeTruthy();
    rerender(<Probe value="the register" listKey="register" />);
    await tasksWithoutAFrame();
    expect(screen.getByText('nothing yet')).toBeTruthy();
    await paint();
    expect(screen.getByText('the register')).toBeTruthy();
  });

  it('waits for as many paints as asked, and runs nothing once cancelled', async () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('after two'), 2);
    const cancel = afterPaint(() => ran.push('cancelled'));
    cancel();
    await paint();
    expect(ran).toEqual([]);
    await paint();
    expect(ran).toEqual(['after two']);
  });
});
