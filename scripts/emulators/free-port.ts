import { createServer } from 'node:net';

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `start` again, up to `tries` times in all, when it failed because a port found free was
 * taken before the emulator bound it (`taken` recognises the failure in its message): a port
 * stays free only until someone binds it, and an emulator binds it seconds later.
 */
export async function startingAgainOnTakenPort<T>(start: () => Promise<T>, taken: RegExp, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof Error && taken.test(error.message)) || attempt === tries) throw error;
    }
  }
}
