import type { AttemptLog } from '../../application/ports/attempt-log.port';

/** A browser that has just used up its flood limit: five attempts a minute ago (stories, tests). */
export const exhaustedAttemptLog: AttemptLog = {
  recent: () => Array.from({ length: 5 }, () => Date.now() - 60_000),
  record: () => undefined,
};

/** A browser that never reaches the limit: stories whose set-up registers many tickets on one device. */
export const unlimitedAttemptLog: AttemptLog = {
  recent: () => [],
  record: () => undefined,
};
