/** What this device remembers for its scanner: its name (shown as "on which device") and event. */
const DEVICE_NAME_KEY = 'rollcall.scanner.deviceName';
const EVENT_KEY = 'rollcall.scanner.eventId';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function deviceName(): string {
  const stored = storage()?.getItem(DEVICE_NAME_KEY);
  if (stored) return stored;
  const name = `Scanner ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  storage()?.setItem(DEVICE_NAME_KEY, name);
  return name;
}

export function rememberedEventId(): string | null {
  return storage()?.getItem(EVENT_KEY) ?? null;
}

export function rememberEventId(eventId: string): void {
  storage()?.setItem(EVENT_KEY, eventId);
}
