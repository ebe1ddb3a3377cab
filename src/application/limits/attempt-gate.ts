import { nextAttemptAt, type AttemptLimit } from '../../domain/shared/attempt-limit';
import type { AttemptLog, LimitedAction } from '../ports/attempt-log.port';

/** "Too many from this browser": when the person may try again, as an ISO 8601 time. */
export type TooMany = { kind: 'too-many'; retryAt: string };

/** One action's flood limit on this device: asked before writing, told after a success. */
export class AttemptGate {
  constructor(
    private readonly log: AttemptLog,
    private readonly action: LimitedAction,
    private readonly limit: AttemptLimit,
  ) {}

  refusal(now: Date): TooMany | null {
    const retryAt = nextAttemptAt(this.log.recent(this.action), now.getTime(), this.limit);
    return retryAt === null ? null : { kind: 'too-many', retryAt: new Date(retryAt).toISOString() };
  }

  record(now: Date): void {
    this.log.record(this.action, now.getTime());
  }
}
