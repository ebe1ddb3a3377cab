// The demo's first start, off the page's main thread (seed-off-thread.ts says why).
import { seedAsWorker, type SeedReport, type SeedRequest } from './seed-off-thread';

/** The worker's own scope, as far as it is used (the app's types are the window's). */
type WorkerScope = {
  addEventListener(type: 'message', listener: (event: MessageEvent<SeedRequest>) => void, options: { once: true }): void;
  postMessage(report: SeedReport): void;
  close(): void;
};
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener(
  'message',
  ({ data }) => void seedAsWorker(data, (report) => scope.postMessage(report)).finally(() => scope.close()),
  { once: true },
);
