import { hasStarted } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { FEEDBACK_LIMIT } from '../../domain/shared/attempt-limit';
import { AttemptGate, type TooMany } from '../limits/attempt-gate';
import { feedbackChecks } from '../forms/form-checks';
import type { AttemptLog } from '../ports/attempt-log.port';

export type FeedbackOutcome =
  { kind: 'sent' } | { kind: 'invalid'; errors: Record<string, string> } | { kind: 'unknown-event' } | { kind: 'not-started' } | TooMany;

/** Feedback in general (no event) or for an event that has started, FEEDBACK_LIMIT per browser. */
export class SubmitFeedback {
  private readonly gate: AttemptGate;

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
    attempts: AttemptLog,
  ) {
    this.gate = new AttemptGate(attempts, 'feedback', FEEDBACK_LIMIT);
  }

  async submit(eventId: string, input: Record<string, unknown>): Promise<FeedbackOutcome> {
    const now = this.clock.now();
    if (eventId !== '') {
      const event = await this.store.getById('events', eventId);
      if (!event) return { kind: 'unknown-event' };
      if (!hasStarted(event, now)) return { kind: 'not-started' };
    }
    const { checkFeedbackForm } = await feedbackChecks();
    const form = checkFeedbackForm(input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const tooMany = this.gate.refusal(now);
    if (tooMany) return tooMany;
    await this.store.create('feedback', {
      ...form.value,
      comment: form.value.comment ?? '',
      eventId,
      createdAt: now.toISOString(),
      ...this.places.storedPlace(),
    });
    this.gate.record(now);
    return { kind: 'sent' };
  }
}
