import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS, type ServiceResolver, type ServiceToken, type StaffServices } from '../../application/tokens';
import { ServicesProvider, useService } from './services';

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
});
