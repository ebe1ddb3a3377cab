/**
 * The messages people get from Rollcall, each about one ticket or one place in a waiting list;
 * `sign-in`: a link to one's tickets, asked for with one's address (offline mode: in Firebase
 * mode Firebase Auth sends it).
 */
export type MessageKind = 'ticket' | 'waiting' | 'offered' | 'expired' | 'cancelled' | 'sign-in';

/** A file sent with a message: the ticket's QR code, the event in a calendar. */
export type Attachment = { filename: string; contentType: string } & ({ content: string } | { dataUrl: string });

export type MessageBody = { subject: string; text: string; html: string; attachments?: readonly Attachment[] };

/**
 * Whom a message is for: an address, or the person at a place in a waiting list, whose address
 * only the storage knows (a visitor freeing a seat never learns who gets it).
 */
export type Recipient = { email: string } | { waitingPlace: { eventId: string; position: number } };

export type OutgoingMessage = {
  /** One message per kind and subject (a ticket, a place): sending it twice sends it once. */
  id: string;
  kind: MessageKind;
  eventId: string;
  to: Recipient;
  body: MessageBody;
  createdAt: string;
};

/** How far the mail service got with a message, as it reports it; `queued` before it looked. */
export type DeliveryState = 'queued' | 'pending' | 'processing' | 'sent' | 'failed';

/** A message as the outbox shows it: with the address it went to and what became of it. */
export type SentMessage = Omit<OutgoingMessage, 'to'> & { to: string; delivery: { state: DeliveryState; error?: string; at?: string } };

export const messageIdOf = {
  ticket: (ticketId: string) => `ticket_${ticketId}`,
  /** Sent again by an administrator: one per moment asked. */
  ticketAgain: (ticketId: string, at: Date) => `ticket_${ticketId}_again_${at.getTime()}`,
  cancelled: (ticketId: string) => `cancelled_${ticketId}`,
  waiting: (eventId: string, position: number) => `waiting_${eventId}_${position}`,
  offered: (eventId: string, position: number) => `offered_${eventId}_${position}`,
  expired: (eventId: string, position: number) => `expired_${eventId}_${position}`,
  signInLink: (code: string) => `signin_${code}`,
} as const;
