import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../application/ports/collections';
import { RollcallDatabase } from '../dexie/rollcall-database';
import { buildDemoData } from './demo-data';
import { SEED_MARKER, seedDemoDataOnce } from './seed-demo-data';
import { seedAsWorker, seedDemoDataOnceOffThread, type SeedReport, type SeedRequest, type SeedWorker } from './seed-off-thread';

const now = new Date('2026-11-22T10:30:00.000Z');

type Behaviour = 'works' | 'never-runs' | { failsAfterEvents: string };

/**
 * A worker as the browser runs it, in this process: the worker's own work on a connection of
 * its own, its reports delivered as messages; or a script that never runs; or one that fails
 * once the events are stored.
 */
class StandInWorker implements SeedWorker {
  static started = 0;
  terminated = false;
  private readonly listeners: { message: Array<(event: MessageEvent<SeedReport>) => void>; error: Array<(event: ErrorEvent) => void> } = {
    message: [],
    error: [],
  };

  constructor(private readonly behaviour: Behaviour) {
    StandInWorker.started += 1;
  }

  addEventListener(type: string, listener: never): void {
    if (type === 'message' || type === 'error') this.listeners[type].push(listener);
  }

  postMessage(request: SeedRequest): void {
    const report = (data: SeedReport) => this.listeners.message.forEach((listener) => listener({ data } as MessageEvent<SeedReport>));
    if (this.behaviour === 'never-runs') {
      setTimeout(() => this.listeners.error.forEach((listener) => listener({ message: 'Failed to fetch' } as ErrorEvent)));
    } else if (this.behaviour === 'works') void seedAsWorker(request, report);
    else {
      const { failsAfterEvents } = this.behaviour;
      setTimeout(() => {
        report({ kind: 'visitor-part' });
        report({ kind: 'failed', message: failsAfterEvents });
      });
    }
  }

  terminate(): void {
    this.terminated = true;
  }
}

const workerThat = (behaviour: Behaviour) => {
  const made: StandInWorker[] = [];
  return { made, start: () => made[made.push(new StandInWorker(behaviour)) - 1] ?? null };
};

async function countsOf(database: RollcallDatabase): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await database.tableOf(name).count()])));
}

const demo = buildDemoData(now);
const demoCounts = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, demo[name].length]));

describe('seedDemoDataOnceOffThread', () => {
  it('has the worker store the demo, returning once the events are stored; every later read finds the rest', async () => {
    const database = new RollcallDatabase('off-thread-works');
    const worker = workerThat('works');
    const seeding = await seedDemoDataOnceOffThread(database, now, worker.start);
    expect(worker.made).toHaveLength(1);
    // Not awaiting `stored`: the worker's second transaction began first, so these reads wait for it.
    expect(await countsOf(database)).toEqual(demoCounts);
    expect(await database.accounts.count()).toBeGreaterThan(0);
    await seeding?.stored;
    expect(await database.meta.get(SEED_MARKER)).toBeDefined();
    expect(worker.made[0]?.terminated).toBe(true);
  });

  it('starts no worker once the demo is stored', async () => {
    const database = new RollcallDatabase('off-thread-stored');
    await (
      await seedDemoDataOnce(database, now)
    )?.stored;
    const worker = workerThat('works');
    expect(await seedDemoDataOnceOffThread(database, now, worker.start)).toBeNull();
    expect(worker.made).toHaveLength(0);
  });

  it('stores the demo on the page when the worker’s script never runs', async () => {
    const database = new RollcallDatabase('off-thread-never-runs');
    const worker = workerThat('never-runs');
    const seeding = await seedDemoDataOnceOffThread(database, now, worker.start);
    await seeding?.stored;
    expect(await countsOf(database)).toEqual(demoCounts);
    expect(worker.made[0]?.terminated).toBe(true);
  });

  it('stores the demo on the page where there are no workers', async () => {
    const database = new RollcallDatabase('off-thread-none');
    await (
      await seedDemoDataOnceOffThread(database, now, () => null)
    )?.stored;
    expect(await countsOf(database)).toEqual(demoCounts);
  });

  it('says so when the worker fails after the events were stored', async () => {
    const database = new RollcallDatabase('off-thread-fails');
    const worker = workerThat({ failsAfterEvents: 'QuotaExceededError' });
    const seeding = await seedDemoDataOnceOffThread(database, now, worker.start);
    await expect(seeding?.stored).rejects.toThrow('QuotaExceededError');
    expect(worker.made[0]?.terminated).toBe(true);
  });
});
