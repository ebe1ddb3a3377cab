import { describe, expect, it, vi } from 'vitest';
import type { DeviceServices } from './device-tier';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';
import { DeviceTier, TieredLiveSource } from './tiers';

/** A live source that records who follows what, and lets the test deliver results. */
function recordingSource() {
  const following = new Map<LiveSpec, LiveSink<unknown>>();
  const summing = new Map<LiveSpec, LiveSum>();
  const source: LiveSource = {
    watch: <T>(spec: LiveSpec, onChange: LiveSink<T>) => {
      following.set(spec, onChange as LiveSink<unknown>);
      return () => following.delete(spec);
    },
    watchSum: (spec, _field, onChange) => {
      summing.set(spec, onChange);
      return () => summing.delete(spec);
    },
  };
  return { source, following, summing };
}

function servicesWith(live: LiveSource): DeviceServices {
  return { live } as unknown as DeviceServices;
}

/** A TieredLiveSource whose poll and listeners the test answers, and its device tier. */
function twoTiers() {
  const polling = recordingSource();
  const listeners = recordingSource();
  const device = new DeviceTier(async () => servicesWith(listeners.source));
  return { polling, listeners, device, tiered: new TieredLiveSource(polling.source, device) };
}

describe('TieredLiveSource', () => {
  it('polls until the device tier loads, then follows the same query with its listeners only once they confirm', async () => {
    const { polling, listeners, device, tiered } = twoTiers();
    const seen: unknown[][] = [];
    const spec = { collection: 'events' };
    const stop = tiered.watch(spec, (documents) => seen.push(documents));
    polling.following.get(spec)?.([{ id: 'a' }], { confirmed: true });
    await device.load();
    expect(polling.following.size).toBe(1);
    listeners.following.get(spec)?.([{ id: 'a' }, { id: 'b' }], { confirmed: true });
    expect(polling.following.size).toBe(0);
    listeners.following.get(spec)?.([{ id: 'b' }], { confirmed: true });
    expect(seen).toEqual([[{ id: 'a' }], [{ id: 'a' }, { id: 'b' }], [{ id: 'b' }]]);
    stop();
    expect(listeners.following.size).toBe(0);
  });

  it("keeps the poll's answer while the new listener has only the device's cache to give (a door that loses the network then keeps its events)", async () => {
    const { polling, listeners, device, tiered } = twoTiers();
    const seen: Array<{ ids: unknown[]; confirmed: boolean }> = [];
    const spec = { collection: 'events' };
    const stop = tiered.watch<{ id: string }>(spec, (documents, { confirmed }) =>
      seen.push({ ids: documents.map((document) => document.id), confirmed }),
    );
    polling.following.get(spec)?.([{ id: 'a' }], { confirmed: true });
    await device.load();
    // Offline on a device new to the query: the SDK's empty cache is its answer, again at each listen.
    listeners.following.get(spec)?.([], { confirmed: false });
    listeners.following.get(spec)?.([], { confirmed: false });
    // The network back for the poll first: its answer is confirmed again.
    polling.following.get(spec)?.([{ id: 'a' }, { id: 'b' }], { confirmed: true });
    expect(seen).toEqual([
      { ids: ['a'], confirmed: true },
      { ids: ['a'], confirmed: false },
      { ids: ['a', 'b'], confirmed: true },
    ]);
    expect(polling.following.size).toBe(1);
    stop();
    expect([polling.following.size, listeners.following.size]).toEqual([0, 0]);
  });

  it("shows at once the listener's answer that holds this device's own writes, and stops polling", async () => {
    const { polling, listeners, device, tiered } = twoTiers();
    const seen: unknown[][] = [];
    const spec = { collection: 'events' };
    tiered.watch(spec, (documents) => seen.push(documents));
    polling.following.get(spec)?.([{ id: 'a' }], { confirmed: true });
    await device.load();
    listeners.following.get(spec)?.([{ id: 'a' }, { id: 'mine' }], { confirmed: false, ownWrites: true });
    expect(seen).toEqual([[{ id: 'a' }], [{ id: 'a' }, { id: 'mine' }]]);
    expect(polling.following.size).toBe(0);
  });

  it('listens alone, cache first, to a query the poll had not answered when the tier loaded', async () => {
    const { polling, listeners, device, tiered } = twoTiers();
    const seen: unknown[][] = [];
    const spec = { collection: 'events' };
    tiered.watch(spec, (documents) => seen.push(documents));
    await device.load();
    expect(polling.following.size).toBe(0);
    listeners.following.get(spec)?.([{ id: 'cached' }], { confirmed: false });
    expect(seen).toEqual([[{ id: 'cached' }]]);
  });

  it('sums by polling until the device tier loads and its listeners confirm, then with the listeners only', async () => {
    const { polling, listeners, device, tiered } = twoTiers();
    const seen: number[] = [];
    const spec = { collection: 'seatCounters' };
    const stop = tiered.watchSum(spec, 'taken', (total) => seen.push(total));
    polling.summing.get(spec)?.(3, { confirmed: true });
    await device.load();
    listeners.summing.get(spec)?.(0, { confirmed: false });
    expect(polling.summing.size).toBe(1);
    listeners.summing.get(spec)?.(4, { confirmed: true });
    expect(polling.summing.size).toBe(0);
    expect(seen).toEqual([3, 3, 4]);
    stop();
    expect(listeners.summing.size).toBe(0);
  });

  it('follows with the listeners at once once the tier is loaded, and a query stopped before the load stays stopped', async () => {
    const { polling, listeners, device, tiered } = twoTiers();
    const stopped = tiered.watch({ collection: 'seats' }, () => undefined);
    stopped();
    await device.load();
    expect(listeners.following.size).toBe(0);
    tiered.watch({ collection: 'events' }, () => undefined);
    expect([polling.following.size, listeners.following.size]).toEqual([0, 1]);
  });
});

describe('DeviceTier', () => {
  it('opens once for every caller, and again after a failed load', async () => {
    const services = servicesWith(recordingSource().source);
    const open = vi.fn().mockRejectedValueOnce(new Error('no network for the code')).mockResolvedValue(services);
    const device = new DeviceTier(open);
    await expect(device.load()).rejects.toThrow('no network');
    expect(device.current()).toBeNull();
    await expect(Promise.all([device.load(), device.load()])).resolves.toEqual([services, services]);
    expect(open).toHaveBeenCalledTimes(2);
    expect(device.current()).toBe(services);
  });
});
