import { TICKET_COLLECTIONS } from '../../domain/collections';
import { withSeats, type EventDocument, type EventWithSeats } from '../../domain/events/event';
import { checkEventForm, type EventFormInput } from '../../domain/events/event-form';
import { changedMeanwhile, eventEdits } from '../../domain/events/event-edits';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { joinLive, type LiveListener } from '../live/live-result';
import { CapacityBelowSeatsTaken, type TicketLedger } from '../ports/ticket-ledger.port';
import { DocumentNotFoundError } from '../ports/store-errors';

export type EventSaveOutcome =
  | { kind: 'saved'; id: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** Someone else saved fields this edit changed too: nothing saved; `current` is the event as it is now. */
  | { kind: 'changed-meanwhile'; errors: Record<string, string>; current: EventDocument }
  | { kind: 'gone' };
export type EventImpact = { tickets: number; checkIns: number; feedback: number };
export type TicketSummary = { id: string; name: string; email: string; createdAt: string };

/** Events for administrators: create, edit, open or close registration, delete with what goes with it. */
export class EventAdmin {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    /** Told when a saved capacity may have freed seats: the waiting list offers them. */
    private readonly seatsFreed: (eventId: string) => Promise<void> = async () => {},
  ) {}

  /** The events, newest first, with their seats taken, live. */
  watch(onChange: LiveListener<EventWithSeats[]>, onError: (error: Error) => void): Unsubscribe {
    const part = joinLive<{ events: EventDocument[]; seats: ReadonlyMap<string, number> }>(['events', 'seats'], ({ events, seats }, info) =>
      onChange(withSeats(events, seats), info),
    );
    const stops = [
      this.store.watch('events', { orderBy: [{ field: 'startsAt', direction: 'desc' }] }, part('events'), onError),
      this.ledger.watchSeats(part('seats'), onError),
    ];
    return () => stops.forEach((stop) => stop());
  }

  async create(input: EventFormInput): Promise<EventSaveOutcome> {
    const form = checkEventForm(input, await this.store.listAll('events'));
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const fields = { ...form.value, description: form.value.description ?? '' };
    const id = await this.store.create('events', fields);
    await this.ledger.setCapacity({ ...fields, id });
    return { kind: 'saved', id };
  }

  /**
   * Saves what the administrator changed since the form opened `opened` (the event as it was
   * then; without it, as it is now): only those fields, and nothing when someone else saved
   * some of them meanwhile (`changed-meanwhile`, to be seen and saved again).
   */
  async update(id: string, input: EventFormInput, opened?: EventDocument): Promise<EventSaveOutcome> {
    const events = await this.store.listAll('events');
    const current = events.find((event) => event.id === id);
    if (!current) return { kind: 'gone' };
    const form = checkEventForm(
      input,
      events.filter((event) => event.id !== id),
      await this.ledger.seatsTaken(id),
    );
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const { changed, clashes } = eventEdits(opened ?? current, { ...form.value, description: form.value.description ?? '' }, current);
    if (clashes.length > 0)
      return { kind: 'changed-meanwhile', current, errors: Object.fromEntries(clashes.map((key) => [key, changedMeanwhile()])) };
    try {
      // The seats and the capacity first, together: a capacity that registrations overtook
      // meanwhile is refused before anything is saved, and none lands between the two.
      const { capacity } = changed;
      if (capacity !== undefined) await this.ledger.setCapacity({ ...current, capacity });
      // The capacity again, as the ledger saved it: through the store, this device's own lists
      // show it at once rather than when the server's answer comes back to them.
      if (Object.keys(changed).length > 0) await this.store.update('events', id, changed);
      if (capacity === null || (current.capacity !== null && capacity !== undefined && capacity > current.capacity))
        await this.seatsFreed(id);
      return { kind: 'saved', id };
    } catch (error) {
      if (error instanceof DocumentNotFoundError) return { kind: 'gone' };
      if (error instanceof CapacityBelowSeatsTaken) return { kind: 'invalid', errors: { capacity: error.message } };
      throw error;
    }
  }

  async setRegistrationOpen(id: string, open: boolean): Promise<'saved' | 'gone'> {
    try {
      await this.store.update('events', id, { registrationOpen: open });
      return 'saved';
    } catch (error) {
      if (error instanceof DocumentNotFoundError) return 'gone';
      throw error;
    }
  }

  /** What deleting the event takes with it, for the confirmation sentence. */
  async impact(id: string): Promise<EventImpact> {
    const [tickets, checkIns, feedback] = await Promise.all([
      Promise.all(TICKET_COLLECTIONS.map((collection) => this.store.whereEquals(collection, 'eventId', id))).then(
        (lists) => lists.flat().length,
      ),
      this.store.whereEquals('checkins', 'eventId', id).then((list) => list.length),
      this.store.whereEquals('feedback', 'eventId', id).then((list) => list.length),
    ]);
    return { tickets, checkIns, feedback };
  }

  /** Deletes the event with its tickets and seats, its check-ins and exits; its feedback stays, as general feedback. */
  remove(id: string): Promise<'removed' | 'gone'> {
    return this.ledger.removeEvent(id);
  }

  /** Finishes deletions that were cut short (a lost network, a closed laptop); how many there were. */
  finishInterruptedRemovals(): Promise<number> {
    return this.ledger.finishInterruptedRemovals();
  }

  /** The event's tickets (newest first) and its feedback, live. */
  watchRegistrations(event: EventDocument, onChange: LiveListener<TicketSummary[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch(
      ticketCollectionFor(event.kind),
      { where: [{ field: 'eventId', op: '==', value: event.id }] },
      (tickets, info) =>
        onChange(
          tickets
            .map(({ id, name, email, createdAt }) => ({ id, name, email, createdAt }))
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
          info,
        ),
      onError,
    );
  }

  watchFeedback(eventId: string, onChange: LiveListener<FeedbackDocument[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch('feedback', { where: [{ field: 'eventId', op: '==', value: eventId }] }, onChange, onError);
  }
}
