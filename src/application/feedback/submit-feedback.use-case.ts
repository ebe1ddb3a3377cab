import { hasStarted } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { FEEDBACK_LIMIT } from '../../domain/shared/attempt-limit';
import { AttemptGate, type TooMany } from '../limits/attempt-gate';
import { feedbackChecks } from '../forms/form-checks';
import type { AttemptLog } from '../ports/attempt-log.port';
import { memoryUnsettledFeedback, type UnsettledFeedback, type UnsettledFeedbackKeep } from '../ports/unsettled-feedback.port';

/** `pending`: kept on this device (a staff device the server did not answer), sent once it does. */
export type FeedbackOutcome =
  | { kind: 'sent'; pending?: true }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'unknown-event' }
  | { kind: 'not-started' }
  | TooMany;

/**
 * Feedback in general (no event) or for an event that has started, FEEDBACK_LIMIT per browser.
 * Each feedback is written under an id of its own, created only if absent: a send whose answer
 * was lost may have landed, and the person pressing "Send" again with the same form must not
 * store it twice, so the same form is sent again under the same id, with the same time; after a
 * reload of the page too, the send being kept on the device (`UnsettledFeedbackKeep`).
 */
export class SubmitFeedback {
  private readonly gate: AttemptGate;

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
    attempts: AttemptLog,
    private readonly unsettled: UnsettledFeedbackKeep = memoryUnsettledFeedback(),
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
    const formSent = JSON.stringify([eventId, form.value]);
    const kept = this.unsettled.recall();
    const send: UnsettledFeedback =
      kept?.form === formSent
        ? kept
        : {
            form: formSent,
            id: this.store.newId('feedback'),
            document: {
              ...form.value,
              comment: form.value.comment ?? '',
              eventId,
              createdAt: now.toISOString(),
              ...this.places.storedPlace(),
            },
          };
    this.unsettled.keep(send);
    const written = await this.store.createIfAbsent('feedback', send.id, send.document);
    this.unsettled.keep(null);
    this.gate.record(now);
    return written.created && written.pending ? { kind: 'sent', pending: true } : { kind: 'sent' };
  }
}
