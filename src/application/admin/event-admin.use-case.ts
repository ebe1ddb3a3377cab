import { TICKET_COLLECTIONS } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { checkEventForm, type EventFormInput } from '../../domain/events/event-form';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { LiveListener } from '../live/live-result';
import { DocumentNotFoundError } from '../ports/store-errors';

export type EventSaveOutcome = { kind: 'saved'; id: string } | { kind: 'invalid'; errors: Record<string, string> } | { kind: 'gone' };
export type EventImpact = { tickets: number; checkIns: number; feedback: number };
export type TicketSummary = { id: string; name: string; email: string; createdAt: string };

/** Events for administrators (issue 6): create, edit, open or close registration, delete with what goes with it. */
export class EventAdmin {
  constructor(private readonly store: DocumentStore) {}

  watch(onChange: LiveListener<EventDocument[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch('events', { orderBy: [{ field: 'startsAt', direction: 'desc' }] }, onChange, onError);
  }

  async create(input: EventFormInput): Promise<EventSaveOutcome> {
    const form = checkEventForm(input, await this.store.listAll('events'));
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const { description, ...rest } = form.value;
    return { kind: 'saved', id: await this.store.create('events', { ...rest, description: description ?? '', seatsTaken: 0 }) };
  }

  async update(id: string, input: EventFormInput): Promise<EventSaveOutcome> {
    const events = await this.store.listAll('events');
    const current = events.find((event) => event.id === id);
    if (!current) return { kind: 'gone' };
    const form = checkEventForm(input, events.filter((event) => event.id !== id), current.seatsTaken ?? 0);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    try {
      await this.store.update('events', id, { ...form.value, description: form.value.description ?? '' });
      return { kind: 'saved', id };
    } catch (error) {
      if (error instanceof DocumentNotFoundError) return { kind: 'gone' };
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
      Promise.all(TICKET_COLLECTIONS.map((collection) => this.store.whereEquals(collection, 'eventId', id))).then((lists) => lists.flat().length),
      this.store.whereEquals('checkins', 'eventId', id).then((list) => list.length),
      this.store.whereEquals('feedback', 'eventId', id).then((list) => list.length),
    ]);
    return { tickets, checkIns, feedback };
  }

  /** Deletes the event with its tickets, their keys and its check-ins; its feedback stays, as general feedback. */
  async remove(id: string): Promise<void> {
    for (const collection of TICKET_COLLECTIONS) {
      await this.store.deleteMany(collection, (await this.store.whereEquals(collection, 'eventId', id)).map((ticket) => ticket.id));
    }
    await this.store.deleteMany('ticketKeys', (await this.store.whereEquals('ticketKeys', 'eventId', id)).map((key) => key.id));
    await this.store.deleteMany('checkins', (await this.store.whereEquals('checkins', 'eventId', id)).map((checkIn) => checkIn.id));
    const feedback: FeedbackDocument[] = await this.store.whereEquals('feedback', 'eventId', id);
    for (const item of feedback) await this.store.update('feedback', item.id, { eventId: '' });
    await this.store.delete('events', id);
  }

  /** The event's tickets (newest first) and its feedback, live. */
  watchRegistrations(event: EventDocument, onChange: LiveListener<TicketSummary[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch(
      ticketCollectionFor(event.kind),
      { where: [{ field: 'eventId', op: '==', value: event.id }] },
      (tickets, info) => onChange(tickets.map(({ id, name, email, createdAt }) => ({ id, name, email, createdAt })).sort((a, b) => b.createdAt.localeCompare(a.createdAt)), info),
      onError,
    );
  }

  watchFeedback(eventId: string, onChange: LiveListener<FeedbackDocument[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch('feedback', { where: [{ field: 'eventId', op: '==', value: eventId }] }, onChange, onError);
  }
}
