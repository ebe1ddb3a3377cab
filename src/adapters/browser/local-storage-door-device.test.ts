import { describe, expect, it } from 'vitest';
import { LocalStorageDoorDevice } from './local-storage-door-device';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const refusingStorage = {
  getItem: (): string | null => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('LocalStorageDoorDevice', () => {
  it('chooses a name once and keeps it across reloads', () => {
    const storage = memoryStorage();
    const suffixes = ['K7QX', 'ZZZZ'];
    const first = new LocalStorageDoorDevice(storage, () => suffixes.shift() ?? '????');
    expect(first.name()).toBe('Scanner K7QX');
    expect(new LocalStorageDoorDevice(storage, () => 'ABCD').name()).toBe('Scanner K7QX');
  });

  it('remembers the event across reloads', () => {
    const storage = memoryStorage();
    expect(new LocalStorageDoorDevice(storage).rememberedEventId()).toBeNull();
    new LocalStorageDoorDevice(storage).rememberEventId('highlevel');
    expect(new LocalStorageDoorDevice(storage).rememberedEventId()).toBe('highlevel');
  });

  it('keeps one name for the page when storage is refused', () => {
    let calls = 0;
    const device = new LocalStorageDoorDevice(refusingStorage, () => `N${++calls}`);
    expect(device.name()).toBe('Scanner N1');
    expect(device.name()).toBe('Scanner N1');
    expect(device.rememberedEventId()).toBeNull();
    expect(() => device.rememberEventId('x')).not.toThrow();
  });
});
