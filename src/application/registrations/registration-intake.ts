import { admission, type EventDocument } from '../../domain/events/event';
import type { Place } from '../../domain/location/place';
import { REGISTRATION_LIMIT } from '../../domain/shared/attempt-limit';
import { registrationChecks } from '../forms/form-checks';
import { AttemptGate, type TooMany } from '../limits/attempt-gate';
import type { AttemptLog } from '../ports/attempt-log.port';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import type { TicketFields } from '../ports/ticket-ledger.port';

/** Why a registration form is not taken, before anything is written. */
export type IntakeRefusal =
  { kind: 'unknown-event' } | { kind: 'closed' } | { kind: 'ended' } | { kind: 'invalid'; errors: Record<string, string> } | TooMany;

/** A form the event takes: its ticket's fields, with the stored place and the time. */
export type AcceptedForm = { kind: 'accepted'; event: EventDocument; fields: TicketFields; place: Place; now: Date };

/**
 * What registering and joining a waiting list check first, in this order: the event exists and
 * takes people, the form fits its kind, and this browser is not flooding (both count against
 * one REGISTRATION_LIMIT: the same form, the same risk). `taken` counts a success.
 */
export class RegistrationIntake {
  private readonly gate: AttemptGate;

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
    attempts: AttemptLog,
  ) {
    this.gate = new AttemptGate(attempts, 'registration', REGISTRATION_LIMIT);
  }

  /** `limited: false`: not held to the browser's limit (an administrator at the desk). */
  async check(eventId: string, input: Record<string, unknown>, { limited = true } = {}): Promise<AcceptedForm | IntakeRefusal> {
    const event = await this.store.getById('events', eventId);
    if (!event) return { kind: 'unknown-event' };
    const now = this.clock.now();
    const state = admission(event, now);
    if (state !== 'open') return { kind: state };
    const { checkRegistrationForm } = await registrationChecks();
    const form = checkRegistrationForm(event.kind, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const tooMany = limited ? this.gate.refusal(now) : null;
    if (tooMany) return tooMany;
    const place = this.places.storedPlace();
    return {
      kind: 'accepted',
      event,
      fields: { ...form.value.fields, ...place, createdAt: now.toISOString() } as TicketFields,
      place,
      now,
    };
  }

  taken(now: Date): void {
    this.gate.record(now);
  }
}
