import { collection as collectionRef, doc, type Firestore } from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { planPeopleImport, type ImportReport, type ImportSkip } from '../../domain/people/import-plan';
import type { ImportOptions } from '../../application/ports/document-store.port';
import { ImportCutShortError, StoreOfflineError } from '../../application/ports/store-errors';
import type { TicketFields } from '../../application/ports/ticket-ledger.port';
import { STORE_LOG_PREFIX, chunk } from '../shared/store-log';
import type { ImportedTicket, SeatAdministration } from './seat-administration';

/** Tickets imported per transaction: four writes each (ticket, seat, key, ticket's seat) and up to 101 counters, under Firestore's 500. */
const IMPORTED_PER_TRANSACTION = 90;
/** Who holds a ticket already is read in each part's transaction (the e-mails' keys), not beforehand. */
const NONE_READ_YET: ReadonlySet<string> = new Set();

/**
 * An administrator's import into a register on Firestore. Each part of the list is one
 * transaction that writes every ticket whole (with its seat and its e-mail's key) or none: a
 * person who registers at the same moment keeps their own ticket, and the import reports them as
 * already there. Firestore has no transaction over 500 writes, so when a part fails the parts
 * written are taken back; when that fails too, ImportCutShortError says what stays.
 */
export class RegisterImport {
  constructor(
    private readonly db: Firestore,
    private readonly administration: SeatAdministration,
    private readonly isOnline: () => boolean,
  ) {}

  async importTickets(
    event: EventDocument,
    collection: TicketCollection,
    people: ReadonlyArray<Partial<TicketFields>>,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    // Offline nothing can be sent: said at once, rather than after a part's tries and a taking back.
    if (!this.isOnline()) throw new StoreOfflineError(STORE_LOG_PREFIX.importUsers);
    const plan = planPeopleImport(people, NONE_READ_YET);
    const tickets: ImportedTicket[] = plan.toCreate.map(({ index, person }) => ({
      index,
      id: doc(collectionRef(this.db, collection)).id,
      email: person.email,
      fields: person,
    }));
    const imported: ImportedTicket[] = [];
    const skippedExisting: ImportSkip[] = [];
    let sent = 0;
    try {
      for (const part of chunk(tickets, IMPORTED_PER_TRANSACTION)) {
        sent += part.length;
        const written = new Set((await this.administration.importPart(event, collection, part)).map(({ id }) => id));
        for (const ticket of part)
          if (written.has(ticket.id)) imported.push(ticket);
          else skippedExisting.push({ index: ticket.index, email: ticket.email });
        options.onProgress?.(sent, tickets.length);
      }
    } catch (error) {
      // The part that failed is taken back too: its commit may have landed without an answer.
      const staying = await this.takenBack(event.id, collection, tickets.slice(0, sent), imported);
      if (staying === null) throw error;
      throw new ImportCutShortError(staying, error instanceof Error ? error : new Error(String(error)));
    }
    return {
      imported: imported.map(({ index, id, email }) => ({ index, id, email })),
      skippedExisting,
      duplicatesInBatch: plan.duplicatesInBatch,
      rejected: plan.rejected,
    };
  }

  /** Every ticket sent, taken back part by part: null when all were, else how many confirmed ones stay. */
  private async takenBack(
    eventId: string,
    collection: TicketCollection,
    sent: readonly ImportedTicket[],
    confirmed: readonly ImportedTicket[],
  ): Promise<number | null> {
    const staying = new Set(confirmed.map(({ id }) => id));
    try {
      for (const part of chunk(sent, IMPORTED_PER_TRANSACTION)) {
        if (!this.isOnline()) return staying.size;
        await this.administration.withdrawImported(eventId, collection, part);
        for (const { id } of part) staying.delete(id);
      }
      return null;
    } catch (failed) {
      console.error(STORE_LOG_PREFIX.importUsers, 'taking the import back failed too', failed);
      return staying.size;
    }
  }
}
