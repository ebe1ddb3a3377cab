/**
 * How long a read made ahead waits for its use: a copy of 50,000 people is tens of megabytes,
 * not to be held for a page the person may never open.
 */
export const READ_AHEAD_KEPT_MS = 60_000;

type Held<T> = { read: Promise<T>; drop: ReturnType<typeof setTimeout> };

/**
 * Reads made before they are needed (a list's copy, once the staff pages are idle), each given
 * to the next use of its key, once, then let go; let go unused after `keptMs`. Whether what
 * was read is still good when it is used is the user's to check (a version, a wipe).
 */
export class ReadsAhead<T> {
  private readonly held = new Map<string, Held<T>>();

  constructor(private readonly keptMs = READ_AHEAD_KEPT_MS) {}

  /** Starts `read` for `key`, unless one is already held. */
  start(key: string, read: () => Promise<T>): void {
    if (this.held.has(key)) return;
    const started = read();
    const held: Held<T> = { read: started, drop: setTimeout(() => this.letGo(key, held), this.keptMs) };
    this.held.set(key, held);
    started.catch(() => this.letGo(key, held));
  }

  /** What was read ahead for `key`, no longer held; undefined when nothing was, or the read failed. */
  take(key: string): Promise<T | undefined> {
    const held = this.held.get(key);
    this.forget(key);
    return held ? held.read.catch(() => undefined) : Promise.resolve(undefined);
  }

  /** Lets go of what is held for `key` (what it read is about to be out of date). */
  forget(key: string): void {
    const held = this.held.get(key);
    if (held) this.letGo(key, held);
  }

  private letGo(key: string, held: Held<T>): void {
    clearTimeout(held.drop);
    if (this.held.get(key) === held) this.held.delete(key);
  }
}
