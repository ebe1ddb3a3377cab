import type { FirstLook } from '../../application/ports/first-look.port';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import type { EventDocument } from '../../domain/events/event';
import { TICKET_COLLECTIONS } from '../../domain/collections';
import type { EarlyAnswer, FirstRead } from './first-read';
import { EVENTS_COLLECTION, decodedAll, decodeRestDocument, documentNamed, firstWithText, nameOf } from './rest-documents';

/**
 * The early read's answer as the page shows it before the data layer (Firestore Lite, Inversify,
 * the use cases) has loaded. Documents are read as the store reads them: trusted as the app wrote
 * them. Comes with the page's first script; imports nothing of the SDK.
 */
export class EarlyFirstLook implements FirstLook {
  private eventAnswer: Promise<EventDocument | null | undefined> | undefined;
  private eventsAnswer: Promise<readonly EventDocument[] | undefined> | undefined;
  /** By event id: the page asks with the early event, then with the store's, which is the same one. */
  private readonly ticketAnswers = new Map<string, Promise<TicketView | null | undefined>>();

  constructor(private readonly read: FirstRead) {}

  event(idOrSlug: string): Promise<EventDocument | null | undefined> | undefined {
    const read = this.read;
    if (read.kind !== 'event' || read.idOrSlug !== idOrSlug) return undefined;
    this.eventAnswer ??= read.answer.then((outcome) => {
      if (!outcome.usable) return undefined;
      // As findByIdOrSlug: the event with that id first, else the first (by name) with that slug.
      const named = read.askedById ? documentNamed(outcome.documents, EVENTS_COLLECTION, idOrSlug) : undefined;
      const found = named ?? firstWithText(outcome.documents, 'slug', idOrSlug);
      return found === undefined ? null : (decodeRestDocument(found) as EventDocument | undefined);
    });
    return this.eventAnswer;
  }

  events(): Promise<readonly EventDocument[] | undefined> | undefined {
    if (this.read.kind !== 'all-events') return undefined;
    this.eventsAnswer ??= this.read.answer.then((outcome) =>
      outcome.usable ? (decodedAll(outcome.documents) as EventDocument[] | undefined) : undefined,
    );
    return this.eventsAnswer;
  }

  ticket(event: EventDocument, ticketId: string): Promise<TicketView | null | undefined> | undefined {
    const read = this.read.kind === 'event' ? this.read.ticket : undefined;
    if (!read || read.ticketId !== ticketId) return undefined;
    let answer = this.ticketAnswers.get(event.id);
    if (!answer) {
      answer = read.answer.then((outcome) => ticketOf(outcome, event, ticketId));
      this.ticketAnswers.set(event.id, answer);
    }
    return answer;
  }
}

/** As `TicketDesk.ticket`: the ticket with that id in a register, if it is one of `event`'s. */
function ticketOf(outcome: EarlyAnswer, event: EventDocument, ticketId: string): TicketView | null | undefined {
  if (!outcome.usable) return undefined;
  const [found, ...more] = outcome.documents;
  if (!found) return null;
  // Ids are random and unique across registers; two found is left to the store's own read.
  if (more.length > 0) return undefined;
  const collection = TICKET_COLLECTIONS.find((register) => nameOf(found).endsWith(`/documents/${register}/${ticketId}`));
  const data = decodeRestDocument(found);
  if (!collection || !data || typeof data.name !== 'string' || typeof data.email !== 'string') return undefined;
  if (data.eventId !== event.id) return null;
  return {
    ticketId,
    name: data.name,
    email: data.email,
    collection,
    event,
    ...(typeof data.cancelledAt === 'string' ? { cancelledAt: data.cancelledAt } : {}),
  };
}
