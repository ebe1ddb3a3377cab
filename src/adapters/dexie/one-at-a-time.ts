let turns: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once no other work of the same name runs: across the browser's tabs through Web
 * Locks, or, where there are none (tests on Node), within this page, where all such work then
 * takes turns whatever its name.
 */
export function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(name, work) as Promise<T>;
  const turn = turns.then(work);
  turns = turn.catch(() => undefined);
  return turn;
}
