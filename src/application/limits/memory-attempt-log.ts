import type { AttemptLog, LimitedAction } from '../ports/attempt-log.port';

/** An attempt log that lives as long as the page: tests, Storybook, and a browser without storage. */
export class MemoryAttemptLog implements AttemptLog {
  private readonly times = new Map<LimitedAction, number[]>();

  recent(action: LimitedAction): number[] {
    return [...(this.times.get(action) ?? [])];
  }

  record(action: LimitedAction, at: number): void {
    this.times.set(action, [...this.recent(action), at]);
  }
}
