import { hasStarted } from '../../domain/events/event';
import { checkFeedbackForm } from '../../domain/feedback/feedback-form';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';

export type FeedbackOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'unknown-event' }
  | { kind: 'not-started' };

/** Feedback in general (no event) or for an event that has started (PRODUCT.md). */
export class SubmitFeedback {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
  ) {}

  async submit(eventId: string, input: Record<string, unknown>): Promise<FeedbackOutcome> {
    const now = this.clock.now();
    if (eventId !== '') {
      const event = await this.store.getById('events', eventId);
      if (!event) return { kind: 'unknown-event' };
      if (!hasStarted(event, now)) return { kind: 'not-started' };
    }
    const form = checkFeedbackForm(input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    await this.store.create('feedback', {
      ...form.value,
      comment: form.value.comment ?? '',
      eventId,
      createdAt: now.toISOString(),
      ...this.places.storedPlace(),
    });
    return { kind: 'sent' };
  }
}
