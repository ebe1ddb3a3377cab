import type { TicketCollection } from '../../domain/collections';
import { registrationState, type EventDocument, type RegistrationState } from '../../domain/events/event';
import { ticketKeyId } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { DocumentStore, NewDocument } from '../ports/document-store.port';
import { StorePermissionError } from '../ports/store-errors';

export type IssueOutcome =
  | { kind: 'issued'; ticketId: string; event: EventDocument }
  | { kind: 'already-registered' }
  | { kind: 'unknown-event' }
  | { kind: Exclude<RegistrationState, 'open'> };

/** A registration refused by the rules is tried again this often before the refusal stands. */
const REFUSED_WRITE_ATTEMPTS = 3;

export type AmendOutcome = { kind: 'saved' } | { kind: 'gone' } | { kind: 'already-registered' };

/**
 * Tickets and what must stay true with them: one key per (event, e-mail) in `ticketKeys`, and
 * the event's `seatsTaken`. Every change happens in one store transaction.
 */
export class RegisterLedger {
  constructor(private readonly store: DocumentStore) {}

  /** Issues a ticket; visitors get the registration rules, administrators may skip them. */
  async issue(
    eventId: string,
    collection: TicketCollection,
    fields: Omit<NewDocument<TicketCollection>, 'eventId'>,
    options: { now: Date; enforceRegistrationRules: boolean },
  ): Promise<IssueOutcome> {
    const keyId = ticketKeyId(eventId, normaliseEmail(fields.email));
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.write(eventId, collection, keyId, fields, options);
      } catch (error) {
        if (!(error instanceof StorePermissionError)) throw error;
        if (await this.keyIsTaken(keyId)) return { kind: 'already-registered' };
        // The rules judge a write against the event as it is now: when another registration
        // took a seat meanwhile, the refusal comes before Firestore's own conflict retry.
        // Reading again gives the true state (often "full").
        if (attempt >= REFUSED_WRITE_ATTEMPTS) throw error;
      }
    }
  }

  private write(
    eventId: string,
    collection: TicketCollection,
    keyId: string,
    fields: Omit<NewDocument<TicketCollection>, 'eventId'>,
    options: { now: Date; enforceRegistrationRules: boolean },
  ): Promise<IssueOutcome> {
    const ticketId = this.store.newId(collection);
    return this.store.transaction(['events', 'ticketKeys', collection], async (transaction): Promise<IssueOutcome> => {
      const key = await transaction.get('ticketKeys', keyId);
      const event = await transaction.get('events', eventId);
      if (key) return { kind: 'already-registered' };
      if (!event) return { kind: 'unknown-event' };
      const state = registrationState(event, options.now);
      if (options.enforceRegistrationRules && state !== 'open') return { kind: state };
      const seatsTaken = (event.seatsTaken ?? 0) + 1;
      transaction.set(collection, ticketId, { ...fields, email: normaliseEmail(fields.email), eventId } as NewDocument<TicketCollection>);
      transaction.set('ticketKeys', keyId, { eventId, ticketId, collection, createdAt: options.now.toISOString() });
      transaction.update('events', eventId, { seatsTaken, lastTicketKey: keyId });
      return { kind: 'issued', ticketId, event: { ...event, seatsTaken, lastTicketKey: keyId } };
    });
  }

  /**
   * Under the security rules a visitor may ask for a key that does not exist, but only its
   * owner and administrators may read one that does: a refusal means the e-mail holds a ticket.
   */
  private async keyIsTaken(keyId: string): Promise<boolean> {
    try {
      return (await this.store.getById('ticketKeys', keyId)) !== null;
    } catch (error) {
      if (error instanceof StorePermissionError) return true;
      throw error;
    }
  }

  /** Changes a ticket's fields; a new e-mail moves its key, unless another ticket holds that e-mail. */
  amend(collection: TicketCollection, ticketId: string, changes: Partial<NewDocument<TicketCollection>>): Promise<AmendOutcome> {
    return this.store.transaction(['ticketKeys', collection], async (transaction): Promise<AmendOutcome> => {
      const ticket = await transaction.get(collection, ticketId);
      if (!ticket) return { kind: 'gone' };
      const email = changes.email === undefined ? ticket.email : normaliseEmail(changes.email);
      const oldKeyId = ticketKeyId(ticket.eventId, ticket.email);
      const newKeyId = ticketKeyId(ticket.eventId, email);
      if (newKeyId !== oldKeyId) {
        const [taken, old] = [await transaction.get('ticketKeys', newKeyId), await transaction.get('ticketKeys', oldKeyId)];
        if (taken && taken.ticketId !== ticketId) return { kind: 'already-registered' };
        if (old?.ticketId === ticketId) transaction.delete('ticketKeys', oldKeyId);
        transaction.set('ticketKeys', newKeyId, { eventId: ticket.eventId, ticketId, collection, createdAt: new Date().toISOString() });
      }
      transaction.update(collection, ticketId, { ...changes, email });
      return { kind: 'saved' };
    });
  }

  /** Removes a ticket, its key and its seat. A ticket already gone is reported, not an error. */
  withdraw(collection: TicketCollection, ticketId: string): Promise<'withdrawn' | 'gone'> {
    return this.store.transaction(['events', 'ticketKeys', collection], async (transaction) => {
      const ticket = await transaction.get(collection, ticketId);
      if (!ticket) return 'gone';
      const keyId = ticketKeyId(ticket.eventId, ticket.email);
      const key = await transaction.get('ticketKeys', keyId);
      const event = await transaction.get('events', ticket.eventId);
      if (key?.ticketId === ticketId) transaction.delete('ticketKeys', keyId);
      if (event) transaction.update('events', event.id, { seatsTaken: Math.max(0, (event.seatsTaken ?? 0) - 1) });
      transaction.delete(collection, ticketId);
      return 'withdrawn';
    });
  }
}
