import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmMocking, untilControlled, type ServiceWorkerControl, type ServiceWorkerMessages } from './until-controlled';

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

/** A page's view of a worker that answers MOCK_ACTIVATE, as MSW's does, or stays silent. */
function controlledBy(answers: boolean) {
  const events = new EventTarget();
  const received: unknown[] = [];
  const worker = {
    postMessage: (message: unknown) => {
      received.push(message);
      if (answers && message === 'MOCK_ACTIVATE') {
        // Another worker's answer first (an older one, a page's other worker): only the controller's counts.
        setTimeout(() => events.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'MOCKING_ENABLED' }, source: {} })), 10);
        setTimeout(
          () => events.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'MOCKING_ENABLED' }, source: worker })),
          20,
        );
      }
    },
  };
  const container = {
    controller: worker as unknown as ServiceWorker,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as ServiceWorkerMessages;
  return { container, received };
}

describe('confirming, before each call, that the controlling worker answers this page', () => {
  it('tells the controlling worker to answer this page and waits for its own yes', async () => {
    vi.useFakeTimers();
    const { container, received } = controlledBy(true);
    let settled = false;
    const confirmed = confirmMocking(container, 5_000).then(() => (settled = true));
    expect(received).toEqual(['MOCK_ACTIVATE']);
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await confirmed;
    expect(settled).toBe(true);
  });

  it('refuses, rather than let the call reach the network, when the worker does not answer', async () => {
    vi.useFakeTimers();
    const refused = expect(confirmMocking(controlledBy(false).container, 5_000)).rejects.toThrow('did not confirm');
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
  });

  it('refuses at once when no worker controls the page', async () => {
    const container = {
      controller: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as ServiceWorkerMessages;
    await expect(confirmMocking(container, 5_000)).rejects.toThrow('No mock service worker controls this page');
  });
});
