import { describe, expect, it } from 'vitest';
import { LocalStorageAttemptLog } from './local-storage-attempt-log';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('LocalStorageAttemptLog', () => {
  it('remembers attempts per action across instances (a reload)', () => {
    const storage = memoryStorage();
    new LocalStorageAttemptLog(storage).record('registration', 1000);
    new LocalStorageAttemptLog(storage).record('registration', 2000);
    expect(new LocalStorageAttemptLog(storage).recent('registration')).toEqual([1000, 2000]);
    expect(new LocalStorageAttemptLog(storage).recent('feedback')).toEqual([]);
  });

  it('reads garbage as no attempts instead of failing', () => {
    const storage = memoryStorage({ 'rollcall.attempts.registration': '{not json', 'rollcall.attempts.feedback': '[1, "x", null, 3]' });
    const log = new LocalStorageAttemptLog(storage);
    expect(log.recent('registration')).toEqual([]);
    expect(log.recent('feedback')).toEqual([1, 3]);
  });

  it('drops attempts older than a day when writing', () => {
    const storage = memoryStorage();
    const log = new LocalStorageAttemptLog(storage);
    const day = 24 * 60 * 60_000;
    log.record('feedback', 1);
    log.record('feedback', day + 10);
    expect(log.recent('feedback')).toEqual([day + 10]);
  });

  it('keeps working when storage refuses writes', () => {
    const log = new LocalStorageAttemptLog({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => log.record('registration', 1)).not.toThrow();
  });
});
