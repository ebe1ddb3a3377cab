import type { EventDocument } from '../../domain/events/event';
import type { Messenger, TicketHolder } from '../messages/messenger';

/** The ticket's e-mail, for a registration that stands either way: written to the outbox, or why not. */
export type TicketEmail = { written: true } | { written: false; failure: unknown };

/**
 * Writes the e-mail of a ticket issued already. It is a write of its own, after the ticket's: a
 * network lost between the two leaves the person registered, and they are told their ticket is
 * theirs and its e-mail not sent, never that nothing was saved (they would register again and
 * hear "already registered", the ticket said sent by e-mail). An administrator's "Send again"
 * sends it later.
 */
export async function writeTicketEmail(
  messenger: Pick<Messenger, 'ticket'> | undefined,
  event: EventDocument,
  holder: TicketHolder,
  now: Date,
): Promise<TicketEmail> {
  try {
    await messenger?.ticket(event, holder, now);
    return { written: true };
  } catch (failure) {
    console.error(`The e-mail of ticket ${holder.ticketId} could not be written:`, failure);
    return { written: false, failure };
  }
}
