import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_AFTER_MS, PrefetchWhenIdle } from './prefetch-when-idle';

describe('PrefetchWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads every page's code once the section has shown a moment, and only once", async () => {
    const pages = [vi.fn(() => Promise.resolve({})), vi.fn(() => Promise.reject(new Error('offline')))];
    const { rerender } = render(<PrefetchWhenIdle pages={pages} />);
    await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS - 1);
    expect(pages.map((page) => page.mock.calls.length)).toEqual([0, 0]);
    // jsdom has no requestIdleCallback: the work runs when the pause ends.
    await vi.advanceTimersByTimeAsync(1);
    rerender(<PrefetchWhenIdle pages={pages} />);
    await vi.advanceTimersByTimeAsync(5_000);
    // A page whose code could not load (no network) leaves nothing unhandled.
    expect(pages.map((page) => page.mock.calls.length)).toEqual([1, 1]);
  });

  it('loads nothing when the section is left before', async () => {
    const page = vi.fn(() => Promise.resolve({}));
    const { unmount } = render(<PrefetchWhenIdle pages={[page]} />);
    await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS / 2);
    unmount();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(page).not.toHaveBeenCalled();
  });
});
