/** At most `max` of an action in any `windowMs`, counted on one device. */
export type AttemptLimit = { max: number; windowMs: number };

const TEN_MINUTES = 10 * 60_000;

/**
 * Five registrations or five feedback forms from one browser in ten minutes: more than a person
 * signing up a family or a team needs, far less than a script that floods an event's seats.
 */
export const REGISTRATION_LIMIT: AttemptLimit = { max: 5, windowMs: TEN_MINUTES };
export const FEEDBACK_LIMIT: AttemptLimit = { max: 5, windowMs: TEN_MINUTES };

/** When the action is allowed again (epoch ms), or null when it is allowed now. */
export function nextAttemptAt(times: readonly number[], now: number, limit: AttemptLimit): number | null {
  const recent = times.filter((time) => time > now - limit.windowMs && time <= now).sort((a, b) => a - b);
  if (recent.length < limit.max) return null;
  const oldestCounted = recent[recent.length - limit.max] ?? now;
  return oldestCounted + limit.windowMs;
}
