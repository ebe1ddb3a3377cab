import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_APP_UPDATES } from '../../application/ports/app-updates.port';
import { TOKENS } from '../../application/tokens';
import { AppProviders } from '../app/app-providers';
import { deferred, resolverOf } from '../app/before-data-layer.fakes';
import { AppLayout, LOCATION_LOOKUP_TIMING } from './app-layout';

const { afterMs, longestMs } = LOCATION_LOOKUP_TIMING;

/** A page that shows its loading state until `data` settles, as the ticket's page waits for its ticket. */
function PageWaitingFor({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

async function openPage(data: Promise<string>) {
  const pageSettled = vi.fn();
  const services = resolverOf({
    [TOKENS.locationTracker]: { pageSettled },
    [TOKENS.appUpdates]: NO_APP_UPDATES,
    [TOKENS.storedUserCookie]: { snapshot: () => undefined, subscribe: () => () => undefined },
  });
  await act(async () => {
    render(
      <AppProviders services={services}>
        <MemoryRouter initialEntries={['/ticket']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/ticket" element={<PageWaitingFor data={data} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return pageSettled;
}

const STEP_MS = 10;

/** React reveals a page that suspended within its throttle (300 ms): time passes until it shows. */
async function advanceUntilShown(text: string) {
  for (let waited = 0; !screen.queryByText(text); waited += STEP_MS) {
    if (waited > 1_000) throw new Error(`"${text}" did not show`);
    await act(() => vi.advanceTimersByTimeAsync(STEP_MS));
  }
}

describe("the layout's location look-up", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the page to show its data, however late it comes, then for a pause', async () => {
    const ticket = deferred<string>();
    const pageSettled = await openPage(ticket.promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // On a slow phone the data came after the fixed pause: the look-up (and, offline, the mock
    // service worker it loads) then competed with it.
    await act(() => vi.advanceTimersByTimeAsync(afterMs * 3));
    expect(pageSettled).not.toHaveBeenCalled();

    await act(async () => ticket.resolve('Ada Lovelace, ticket t1'));
    await advanceUntilShown('Ada Lovelace, ticket t1');
    await act(() => vi.advanceTimersByTimeAsync(afterMs - STEP_MS));
    expect(pageSettled).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the look-up runs when the pause ends.
    await act(() => vi.advanceTimersByTimeAsync(2 * STEP_MS));
    expect(pageSettled).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(longestMs));
    expect(pageSettled).toHaveBeenCalledTimes(1);
  });

  it('no longer waits for a page still loading after the longest wait', async () => {
    const never = new Promise<string>(() => undefined);
    const pageSettled = await openPage(never);
    await act(() => vi.advanceTimersByTimeAsync(longestMs - STEP_MS));
    expect(pageSettled).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2 * STEP_MS));
    expect(pageSettled).toHaveBeenCalledTimes(1);
  });
});
