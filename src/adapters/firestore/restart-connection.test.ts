import type { Firestore } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTART_GAP_MS, connectionRestarterOf } from './restart-connection';

const steps: string[] = [];
vi.mock('firebase/firestore', () => ({
  disableNetwork: vi.fn(async (db: { name: string }) => {
    steps.push(`off ${db.name}`);
    await Promise.resolve();
  }),
  enableNetwork: vi.fn(async (db: { name: string }) => {
    steps.push(`on ${db.name}`);
    await Promise.resolve();
  }),
}));

const instance = (name: string) => ({ name }) as unknown as Firestore;

describe('connectionRestarterOf', () => {
  beforeEach(() => {
    steps.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('closes then reopens the connection once for every listener asking at the same time', async () => {
    const db = instance('door');
    await Promise.all([connectionRestarterOf(db)(), connectionRestarterOf(db)(), connectionRestarterOf(db)()]);
    expect(steps).toEqual(['off door', 'on door']);
  });

  it('lets a restart this recent answer, then restarts again once the gap has passed', async () => {
    const db = instance('admin');
    await connectionRestarterOf(db)();
    vi.advanceTimersByTime(RESTART_GAP_MS - 1);
    await connectionRestarterOf(db)();
    expect(steps).toEqual(['off admin', 'on admin']);
    vi.advanceTimersByTime(1);
    await connectionRestarterOf(db)();
    expect(steps).toEqual(['off admin', 'on admin', 'off admin', 'on admin']);
  });

  it('restarts each instance on its own: the lists read whole have a connection of their own', async () => {
    await Promise.all([connectionRestarterOf(instance('device'))(), connectionRestarterOf(instance('lists'))()]);
    expect(steps.sort()).toEqual(['off device', 'off lists', 'on device', 'on lists']);
  });
});
