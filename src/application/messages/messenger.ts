import { i18n, type I18n } from '@lingui/core';
import type { EventDocument } from '../../domain/events/event';
import { linkTo } from '../../domain/messages/links';
import { messageIdOf, type MessageKind, type OutgoingMessage, type Recipient } from '../../domain/messages/message';
import { ticketUrl } from '../../domain/registrations/ticket';
import type { WaitingPlace } from '../../domain/waiting-list/waiting-list';
import type { Outbox } from '../ports/outbox.port';
import type { QrImages } from '../ports/qr-images.port';

export type TicketHolder = { ticketId: string; name: string; email: string };

/** The texts of a language for messages ("fr"; undefined: the page's own), loaded on demand. */
export type MessageLanguages = (language: string | undefined) => Promise<I18n>;

/** Without catalogues of other languages, every message is in the page's language. */
const pageLanguageOnly: MessageLanguages = async () => i18n;

// The texts and the calendar library load with the first message, not with the pages.
const texts = () => import('../../domain/messages/templates');

/**
 * Writes the messages people get into the outbox, each in its reader's language: a message about
 * a place in line (a seat held, a hold over) is often written on someone else's page, so it is
 * written in the language the place was joined in. A message that cannot be queued is logged and
 * does not undo what it reports: a registration stays made, a seat stays held (the ticket's and
 * the place's pages say the same as the message, and administrators see the outbox).
 */
export class Messenger {
  constructor(
    private readonly outbox: Outbox,
    private readonly qr: QrImages,
    private readonly origin: string,
    private readonly languages: MessageLanguages = pageLanguageOnly,
  ) {}

  /**
   * A new ticket's message. A failure is thrown: the ticket stands, and the person is told its
   * e-mail may not have been sent (writeTicketEmail), not shown a registration that went as planned.
   */
  ticket(event: EventDocument, holder: TicketHolder, now: Date): Promise<void> {
    return this.write('ticket', messageIdOf.ticket(holder.ticketId), event, { email: holder.email }, now, () =>
      this.ticketBody(event, holder),
    );
  }

  /**
   * The ticket's message once more, asked for by an administrator (a lost ticket): a message of
   * its own, so the first one does not stop it, and a failure is thrown for the page to say.
   */
  ticketAgain(event: EventDocument, holder: TicketHolder, now: Date): Promise<void> {
    return this.write('ticket', messageIdOf.ticketAgain(holder.ticketId, now), event, { email: holder.email }, now, () =>
      this.ticketBody(event, holder),
    );
  }

  private async ticketBody(event: EventDocument, holder: TicketHolder): Promise<OutgoingMessage['body']> {
    const [{ ticketMessage }, { ticketCalendarFile }] = await Promise.all([texts(), import('../../domain/registrations/ticket-calendar')]);
    const page = linkTo.ticket(this.origin, event.id, holder.ticketId);
    const qrPngDataUrl = await this.qr.pngDataUrl(ticketUrl(this.origin, event.id, holder.ticketId));
    return ticketMessage({
      event,
      name: holder.name,
      ticketUrl: page,
      qrPngDataUrl,
      calendarFile: ticketCalendarFile(event, holder.ticketId, page),
    });
  }

  cancelled(event: EventDocument, holder: TicketHolder, now: Date): Promise<void> {
    return this.queue('cancelled', messageIdOf.cancelled(holder.ticketId), event, { email: holder.email }, now, async () =>
      (await texts()).cancelledMessage({ event, name: holder.name, eventUrl: linkTo.event(this.origin, event) }),
    );
  }

  waiting(
    event: EventDocument,
    place: WaitingPlace,
    entry: { entryId: string; name: string; numberInLine: number | null },
    now: Date,
  ): Promise<void> {
    return this.queue('waiting', messageIdOf.waiting(event.id, place.position), event, this.placeOf(place), now, async () =>
      (await texts()).waitingMessage({
        event,
        name: entry.name,
        number: entry.numberInLine,
        placeUrl: linkTo.waitingPlace(this.origin, entry.entryId),
      }),
    );
  }

  offered(event: EventDocument, place: WaitingPlace, now: Date): Promise<void> {
    const heldUntil = place.heldUntil ?? now.toISOString();
    return this.queue('offered', messageIdOf.offered(event.id, place.position), event, this.placeOf(place), now, async () =>
      (await texts()).offeredMessage(
        { event, heldUntil, eventUrl: linkTo.event(this.origin, event) },
        await this.languages(place.language),
      ),
    );
  }

  expired(event: EventDocument, place: WaitingPlace, now: Date): Promise<void> {
    return this.queue('expired', messageIdOf.expired(event.id, place.position), event, this.placeOf(place), now, async () =>
      (await texts()).expiredMessage({ event, eventUrl: linkTo.event(this.origin, event) }, await this.languages(place.language)),
    );
  }

  private placeOf(place: WaitingPlace): Recipient {
    return { waitingPlace: { eventId: place.eventId, position: place.position } };
  }

  /** Queues a message; a failure is logged, never thrown (what the message reports stands). */
  private async queue(...message: Parameters<Messenger['write']>): Promise<void> {
    const [kind, id] = message;
    await this.write(...message).catch((error: unknown) => console.error(`The ${kind} message ${id} could not be queued:`, error));
  }

  private async write(
    kind: MessageKind,
    id: string,
    event: EventDocument,
    to: Recipient,
    now: Date,
    body: () => Promise<OutgoingMessage['body']>,
  ): Promise<void> {
    await this.outbox.send({ id, kind, eventId: event.id, to, body: await body(), createdAt: now.toISOString() });
  }
}
