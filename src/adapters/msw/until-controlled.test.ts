import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilControlled, type ServiceWorkerControl } from './until-controlled';

function serviceWorkerContainer(controller: ServiceWorker | null) {
  const events = new EventTarget();
  const container = {
    controller,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const takeControl = () => {
    container.controller = {} as ServiceWorker;
    events.dispatchEvent(new Event('controllerchange'));
  };
  return { container: container as unknown as ServiceWorkerControl, takeControl };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('waiting for the mock service worker to control the page', () => {
  it('goes on at once when a worker controls the page already', async () => {
    await expect(untilControlled(serviceWorkerContainer({} as ServiceWorker).container, 10)).resolves.toBeUndefined();
  });

  it('waits for the worker to take control', async () => {
    vi.useFakeTimers();
    const { container, takeControl } = serviceWorkerContainer(null);
    const waiting = untilControlled(container, 5_000);
    let settled = false;
    void waiting.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    takeControl();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('refuses, rather than let the call reach the network, when no worker takes control', async () => {
    vi.useFakeTimers();
    const waiting = untilControlled(serviceWorkerContainer(null).container, 5_000);
    const refused = expect(waiting).rejects.toThrow('The mock service worker does not control this page');
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
  });
});
