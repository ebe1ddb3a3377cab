import { deviceStorage } from './device-storage';
import type { DoorDevice } from '../../application/ports/door-device.port';

const DEVICE_NAME_KEY = 'rollcall.scanner.deviceName';
const EVENT_KEY = 'rollcall.scanner.eventId';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The door's memory in localStorage. Where storage is blocked (a private window, Node) the name
 * is chosen again for each page and the event is not remembered: the door still works.
 */
export class LocalStorageDoorDevice implements DoorDevice {
  private chosenName: string | null = null;

  constructor(
    private readonly storage: KeyValueStorage | null = deviceStorage(),
    private readonly randomSuffix: () => string = () => Math.random().toString(36).slice(2, 6).toUpperCase(),
  ) {}

  name(): string {
    const stored = this.read(DEVICE_NAME_KEY);
    if (stored) return stored;
    this.chosenName ??= `Scanner ${this.randomSuffix()}`;
    this.write(DEVICE_NAME_KEY, this.chosenName);
    return this.chosenName;
  }

  rememberedEventId(): string | null {
    return this.read(EVENT_KEY);
  }

  rememberEventId(eventId: string): void {
    this.write(EVENT_KEY, eventId);
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Storage full or blocked: remembered for this page only.
    }
  }
}
