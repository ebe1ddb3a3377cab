/** What this device remembers for its door across reloads: its name and the event it scans for. */
export interface DoorDevice {
  /** This device's name, shown to staff as "on which device"; chosen once, then kept. */
  name(): string;
  /** The event this device last scanned for, if any. */
  rememberedEventId(): string | null;
  rememberEventId(eventId: string): void;
}
