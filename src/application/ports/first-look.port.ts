import type { EventDocument } from '../../domain/events/event';
import type { TicketView } from '../registrations/ticket-desk.use-case';

/**
 * What a visitor's page can show before the data layer has loaded: the data its link names, read
 * by the page's first script. Each method answers `undefined` at once when there is nothing early
 * for what is asked (another page, or no early read); otherwise a promise, the same one each
 * time, that gives `undefined` when the early read failed. The page then waits for the data
 * layer, as it does without a first look.
 */
export interface FirstLook {
  /** The event by id or slug, as `EventCatalog.findByIdOrSlug` gives it: null when there is none. */
  event(idOrSlug: string): Promise<EventDocument | null | undefined> | undefined;
  /** Every event, in no particular order. */
  events(): Promise<readonly EventDocument[] | undefined> | undefined;
  /** The ticket `ticketId` of `event`, as `TicketDesk.ticket` gives it: null when the event has none by that id. */
  ticket(event: EventDocument, ticketId: string): Promise<TicketView | null | undefined> | undefined;
}
