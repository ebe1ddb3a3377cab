import type { EventDocument } from '../../domain/events/event';
import type { Messenger, TicketHolder } from '../messages/messenger';
import type { Clock } from '../ports/clock.port';

/**
 * A lost ticket: an administrator sends its message again (QR code, link, calendar file), to the
 * ticket's own address only. A failure to queue it is thrown, for the page to say.
 */
export class ResendTicket {
  constructor(
    private readonly messenger: Pick<Messenger, 'ticketAgain'>,
    private readonly clock: Clock,
  ) {}

  resend(event: EventDocument, holder: TicketHolder): Promise<void> {
    return this.messenger.ticketAgain(event, holder, this.clock.now());
  }
}
