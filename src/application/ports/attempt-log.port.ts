export type LimitedAction = 'registration' | 'feedback';

/** When this device last did an action: the memory behind the flood limits (docs/security.md). */
export interface AttemptLog {
  /** Epoch milliseconds of the recent times the action was done here, in any order. */
  recent(action: LimitedAction): number[];
  record(action: LimitedAction, at: number): void;
}
