import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS, type ServiceResolver, type ServiceToken, type StaffServices } from '../../application/tokens';
import { ServicesProvider, useService, type ServicesSource } from './services';

/** A container whose staff services bind when `finish()` is called, as the staff chunk arrives. */
function servicesWithStaffLayer() {
  const bound = new Map<symbol, unknown>([[TOKENS.clock, { now: () => new Date(0) }]]);
  let finish: () => void = () => undefined;
  let loaded = false;
  const loading = new Promise<void>((resolve) => {
    finish = () => {
      bound.set(TOKENS.dashboard, 'the dashboard');
      loaded = true;
      resolve();
    };
  });
  const staff: StaffServices = {
    load: vi.fn(() => loading),
    get loaded() {
      return loaded;
    },
  };
  bound.set(TOKENS.staffServices, staff);
  const resolver: ServiceResolver = {
    get<T>(token: ServiceToken<T>): T {
      if (!bound.has(token)) throw new Error(`${String(token.description)} is not bound`);
      return bound.get(token) as T;
    },
  };
  return { resolver, staff, finish };
}

function Shows({ token }: { token: ServiceToken<unknown> }) {
  return <p>{String(useService(token))}</p>;
}

describe('useService', () => {
  it('waits for the staff services behind the page loading state, then shows the page', async () => {
    const { resolver, staff, finish } = servicesWithStaffLayer();
    // Awaited: React resumes a component that suspended inside act() only when act is awaited.
    await act(async () => {
      render(
        <ServicesProvider services={resolver}>
          <Suspense fallback={<p>Loading…</p>}>
            <Shows token={TOKENS.dashboard} />
          </Suspense>
        </ServicesProvider>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(staff.load).toHaveBeenCalled();
    await act(async () => finish());
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('never loads the staff services for what a visitor page asks for', () => {
    const { resolver, staff } = servicesWithStaffLayer();
    render(
      <ServicesProvider services={resolver}>
        <Shows token={TOKENS.clock} />
      </ServicesProvider>,
    );
    expect(screen.getByText('[object Object]')).toBeInTheDocument();
    expect(staff.load).not.toHaveBeenCalled();
  });

  it('shows the page as soon as the container is in, not held back by React’s throttle of suspense reveals', async () => {
    const { resolver } = servicesWithStaffLayer();
    let load: (loaded: ServiceResolver) => void = () => undefined;
    const page = await waitingPageOutsideAct(new Promise<ServiceResolver>((resolve) => (load = resolve)), TOKENS.clock);
    load(resolver);
    await until(() => page.text() === '[object Object]');
    page.close();
  });

  it('calls use() again when what waited for the container shows, as React expects of a render after suspending', async () => {
    // The app's frame: two pages' regions and, in one boundary, two components asking for
    // services (the layout's location lookup and update offer), the container arriving later.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { resolver } = servicesWithStaffLayer();
      let load: (loaded: ServiceResolver) => void = () => undefined;
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      root.render(
        <ServicesProvider services={new Promise<ServiceResolver>((resolve) => (load = resolve))}>
          <Suspense fallback={<p>Top bar</p>}>
            <Shows token={TOKENS.clock} />
          </Suspense>
          <Suspense fallback={<p>Loading…</p>}>
            <Shows token={TOKENS.clock} />
          </Suspense>
          <Suspense fallback={null}>
            <Shows token={TOKENS.clock} />
            <Shows token={TOKENS.clock} />
          </Suspense>
        </ServicesProvider>,
      );
      await until(() => host.textContent === 'Top barLoading…');
      // React goes on rendering the waiting siblings after the fallbacks showed (its pre-render).
      await turns(20);
      load(resolver);
      await until(() => host.textContent === '[object Object]'.repeat(4));
      root.unmount();
      host.remove();
      expect(reported.mock.calls.flat().map(String).join('\n')).not.toMatch(/use\(\)/);
    } finally {
      reported.mockRestore();
    }
  });

  it('shows a staff page as soon as the staff services are in, not held back by the same throttle', async () => {
    const { resolver, finish } = servicesWithStaffLayer();
    const page = await waitingPageOutsideAct(resolver, TOKENS.dashboard);
    finish();
    await until(() => page.text() === 'the dashboard');
    page.close();
  });
});

/**
 * A page showing its loading state, rendered outside act() as in the browser: React then holds a
 * reveal back with a timer of 300 ms, far longer than the turns of the event loop (no timer)
 * `until` gives the page to show.
 */
async function waitingPageOutsideAct(services: ServicesSource, token: ServiceToken<unknown>) {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  root.render(
    <ServicesProvider services={services}>
      <Suspense fallback={<p>Loading…</p>}>
        <Shows token={token} />
      </Suspense>
    </ServicesProvider>,
  );
  await until(() => host.textContent === 'Loading…');
  return {
    text: () => host.textContent,
    close: () => {
      root.unmount();
      host.remove();
    },
  };
}

async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Lets the event loop turn (React's scheduler runs on setImmediate here) until `done`, a hundred turns at most. */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !done(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}
