import { RollcallDatabase } from '../dexie/rollcall-database';
import { SEED_MARKER, seedDemoDataOnce, type DemoSeeding } from './seed-demo-data';

/** What the page asks of the seeding worker: which database, and the moment the demo is built around. */
export type SeedRequest = { databaseName: string; now: number };

/** What the worker answers, in this order: the events are stored (the rest has begun), then the rest. */
export type SeedReport = { kind: 'visitor-part' } | { kind: 'stored' } | { kind: 'failed'; message: string };

/** The part of a `Worker` the page uses, so that tests can stand in for one. */
export type SeedWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/** The worker's work (seed-demo.worker.ts): the demo stored through a connection of its own, each step reported. */
export async function seedAsWorker({ databaseName, now }: SeedRequest, report: (report: SeedReport) => void): Promise<void> {
  const database = new RollcallDatabase(databaseName);
  try {
    const seeding = await seedDemoDataOnce(database, new Date(now));
    report({ kind: 'visitor-part' });
    await seeding?.stored;
    report({ kind: 'stored' });
  } catch (error) {
    report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    database.close();
  }
}

/** The browser's worker for the demo; none where the platform has no workers (Node, jsdom), and the page seeds itself. */
export function startDemoSeedWorker(): SeedWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./seed-demo.worker.ts', import.meta.url), { type: 'module', name: 'demo-seed' });
}

/**
 * `seedDemoDataOnce`, with the work done by a worker: building the demo and storing its 1,350
 * records held a phone's main thread for about half a second on a first visit, before the page
 * could show its data (docs/performance.md, "The demo stored by a worker"). Returns as
 * `seedDemoDataOnce` does: once the events are stored and the second transaction has begun,
 * which IndexedDB orders before any later read from this page's connection too.
 *
 * A worker that cannot start (its script not loaded) leaves the work to the page.
 */
export async function seedDemoDataOnceOffThread(
  database: RollcallDatabase,
  now: Date,
  startWorker: () => SeedWorker | null = startDemoSeedWorker,
): Promise<DemoSeeding | null> {
  if (await database.meta.get(SEED_MARKER)) return null;
  const worker = startWorker();
  if (!worker) return seedDemoDataOnce(database, now);
  return new Promise<DemoSeeding | null>((resolveStart, rejectStart) => {
    let settleStored: { resolve: () => void; reject: (error: Error) => void } | null = null;
    let started = false;
    const stored = new Promise<void>((resolve, reject) => (settleStored = { resolve, reject }));
    const fail = (error: Error) => {
      worker.terminate();
      if (started) settleStored?.reject(error);
      else rejectStart(error);
    };
    worker.addEventListener('message', ({ data }: MessageEvent<SeedReport>) => {
      if (data.kind === 'visitor-part') {
        started = true;
        resolveStart({ stored });
      } else if (data.kind === 'stored') {
        worker.terminate();
        settleStored?.resolve();
      } else fail(new Error(data.message));
    });
    worker.addEventListener('error', (event) => {
      // Its script never ran: the page does the work itself.
      if (started) return fail(new Error(event.message || 'The demo seeding worker failed.'));
      worker.terminate();
      seedDemoDataOnce(database, now).then(resolveStart, rejectStart);
    });
    worker.postMessage({ databaseName: database.name, now: now.getTime() } satisfies SeedRequest);
  });
}
