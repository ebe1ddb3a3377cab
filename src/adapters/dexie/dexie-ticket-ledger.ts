import { inject, injectable } from 'inversify';
import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import { admission, type EventDocument } from '../../domain/events/event';
import type { DuplicateGroup } from '../../domain/people/duplicates';
import type { ImportReport } from '../../domain/people/import-plan';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { LiveListener } from '../../application/live/live-result';
import type { DocumentStore, ImportOptions, NewDocument, Unsubscribe } from '../../application/ports/document-store.port';
import {
  CapacityBelowSeatsTaken,
  type AmendOutcome,
  type IssueOutcome,
  type IssueRequest,
  type TicketFields,
  type TicketLedger,
} from '../../application/ports/ticket-ledger.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import { newDocumentId } from '../shared/document-id';
import { STORE_LOG_PREFIX, logged, withoutUndefined } from '../shared/store-log';
import { ticketKeyId, ticketKeysOf } from '../shared/ticket-keys';
import { frontOfLine } from '../../domain/waiting-list/waiting-list';
import { DEXIE_DATABASE } from './dexie-tokens';
import { seatsPerEvent, seatsTakenBy } from './dexie-seats';
import { followLive } from './follow-live';
import type { RollcallDatabase } from './rollcall-database';

/**
 * The offline ledger: IndexedDB transactions are serialised, so the seats taken are simply the
 * event's tickets, counted inside the transaction that adds one; the keys table keeps one ticket
 * per (event, e-mail).
 */
@injectable()
export class DexieTicketLedger implements TicketLedger {
  constructor(
    @inject(DEXIE_DATABASE) private readonly db: RollcallDatabase,
    @inject(TOKENS.documentStore) private readonly store: DocumentStore,
  ) {}

  issue({ event, fields, now, enforceRegistrationRules, directoryEntry }: IssueRequest): Promise<IssueOutcome> {
    const collection = ticketCollectionFor(event.kind);
    const tickets = this.db.tableOf(collection);
    const users = this.db.tableOf('users');
    const email = normaliseEmail(fields.email);
    const keyId = ticketKeyId(event.id, email);
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction(
        'rw',
        [this.db.tableOf('events'), this.db.ticketKeys, ...this.db.ticketTables(), this.db.waitingPlaces, users],
        async (): Promise<IssueOutcome> => {
          const current = await this.db.tableOf('events').get(event.id);
          if (!current) return { kind: 'unknown-event' };
          if (await this.db.ticketKeys.get(keyId)) return { kind: 'already-registered' };
          if (enforceRegistrationRules) {
            const state = admission(current, now);
            if (state !== 'open') return { kind: state };
            if (current.capacity !== null && (await seatsTakenBy(this.db, event.id)) >= current.capacity) return { kind: 'full' };
            // Seats freed while people wait go to them first (dexie-waiting-list.ts).
            if (frontOfLine(await this.db.waitingPlaces.where('eventId').equals(event.id).toArray())) return { kind: 'full' };
          }
          const ticketId = newDocumentId();
          await tickets.add({ ...withoutUndefined(fields), email, eventId: event.id, id: ticketId } as DocumentOf<TicketCollection>);
          await this.db.ticketKeys.add({ id: keyId, eventId: event.id, ticketId, collection, createdAt: now.toISOString() });
          if (directoryEntry && !(await users.where('email').equals(email).first())) {
            await users.add({ ...withoutUndefined(directoryEntry), email, id: newDocumentId() });
          }
          return { kind: 'issued', ticketId };
        },
      ),
    );
  }

  amend(collection: TicketCollection, ticketId: string, changes: Partial<NewDocument<TicketCollection>>): Promise<AmendOutcome> {
    const tickets = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction('rw', [tickets, this.db.ticketKeys], async (): Promise<AmendOutcome> => {
        const ticket = await tickets.get(ticketId);
        if (!ticket) return { kind: 'gone' };
        const email = changes.email === undefined ? ticket.email : normaliseEmail(changes.email);
        const oldKeyId = ticketKeyId(ticket.eventId, ticket.email);
        const newKeyId = ticketKeyId(ticket.eventId, email);
        if (newKeyId !== oldKeyId) {
          const taken = await this.db.ticketKeys.get(newKeyId);
          if (taken && taken.ticketId !== ticketId) return { kind: 'already-registered' };
          if ((await this.db.ticketKeys.get(oldKeyId))?.ticketId === ticketId) await this.db.ticketKeys.delete(oldKeyId);
          await this.db.ticketKeys.put({
            id: newKeyId,
            eventId: ticket.eventId,
            ticketId,
            collection,
            createdAt: new Date().toISOString(),
          });
        }
        await tickets.update(ticketId, withoutUndefined({ ...changes, email }) as never);
        return { kind: 'saved' };
      }),
    );
  }

  withdraw(collection: TicketCollection, ticketId: string): Promise<'withdrawn' | 'gone'> {
    const tickets = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction('rw', [tickets, this.db.ticketKeys], async () => {
        const ticket = await tickets.get(ticketId);
        if (!ticket) return 'gone' as const;
        const keyId = ticketKeyId(ticket.eventId, ticket.email);
        if ((await this.db.ticketKeys.get(keyId))?.ticketId === ticketId) await this.db.ticketKeys.delete(keyId);
        await tickets.delete(ticketId);
        return 'withdrawn' as const;
      }),
    );
  }

  /** One transaction: the tickets and their keys are written together, or nothing is. */
  importTickets(
    event: EventDocument,
    collection: TicketCollection,
    people: ReadonlyArray<Partial<TicketFields>>,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    const tickets = this.db.tableOf(collection);
    return this.db.transaction('rw', [tickets, this.db.ticketKeys], async () => {
      const report = await this.store.importUsers(
        collection,
        people.map((person) => ({ ...person, eventId: event.id })),
        options,
      );
      const imported = await tickets.bulkGet(report.imported.map((entry) => entry.id));
      await this.db.ticketKeys.bulkPut(
        ticketKeysOf(
          imported.filter((ticket) => ticket !== undefined),
          collection,
          new Date().toISOString(),
        ),
      );
      return report;
    });
  }

  removeDuplicates(collection: TicketCollection, groups: ReadonlyArray<DuplicateGroup<DocumentOf<TicketCollection>>>): Promise<number> {
    const tickets = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.deleteDuplicates, () =>
      this.db.transaction('rw', [tickets, this.db.ticketKeys], async () => {
        const removed = groups.flatMap((group) => group.remove.map((ticket) => ticket.id));
        await tickets.bulkDelete(removed);
        await this.db.ticketKeys.bulkPut(
          ticketKeysOf(
            groups.map((group) => group.keep),
            collection,
            new Date().toISOString(),
          ),
        );
        return removed.length;
      }),
    );
  }

  /** The count and the capacity saved in one transaction: no registration lands between them. */
  async setCapacity(event: EventDocument): Promise<void> {
    const events = this.db.tableOf('events');
    const refused = await logged(STORE_LOG_PREFIX.update, () =>
      this.db.transaction('rw', [events, ...this.db.ticketTables(), this.db.waitingPlaces], async () => {
        if (!(await events.get(event.id))) return new DocumentNotFoundError('events', event.id);
        const taken = await seatsTakenBy(this.db, event.id);
        if (event.capacity !== null && event.capacity < taken) return new CapacityBelowSeatsTaken(taken);
        await events.update(event.id, { capacity: event.capacity });
        return null;
      }),
    );
    // Refusals, not failures of the store: not logged as such.
    if (refused) throw refused;
  }

  /** One transaction over every table the event touches: all of it goes, or none. */
  removeEvent(eventId: string): Promise<'removed' | 'gone'> {
    const events = this.db.tableOf('events');
    const feedback = this.db.tableOf('feedback');
    const withTheEvent = [
      ...this.db.ticketTables(),
      this.db.ticketKeys,
      this.db.waitingPlaces,
      this.db.waitingEntries,
      this.db.tableOf('doorPasses'),
      this.db.tableOf('checkins'),
    ];
    return logged(STORE_LOG_PREFIX.delete, () =>
      this.db.transaction('rw', [events, feedback, ...withTheEvent], async () => {
        if (!(await events.get(eventId))) return 'gone';
        for (const table of withTheEvent) await table.where('eventId').equals(eventId).delete();
        await feedback.where('eventId').equals(eventId).modify({ eventId: '' });
        await events.delete(eventId);
        return 'removed';
      }),
    );
  }

  /** Nothing is ever cut short here: a removal is one transaction. */
  finishInterruptedRemovals(): Promise<number> {
    return Promise.resolve(0);
  }

  async seatsTaken(eventId: string): Promise<number> {
    return (await this.countSeats()).get(eventId) ?? 0;
  }

  watchSeats(onChange: LiveListener<ReadonlyMap<string, number>>, onError: (error: Error) => void): Unsubscribe {
    return followLive(() => this.countSeats(), onChange, onError);
  }

  watchSeatsOf(eventId: string, onChange: LiveListener<number>, onError: (error: Error) => void): Unsubscribe {
    return followLive(() => seatsTakenBy(this.db, eventId), onChange, onError);
  }

  private countSeats(): Promise<Map<string, number>> {
    return seatsPerEvent(this.db);
  }
}
