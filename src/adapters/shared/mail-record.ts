import type { Attachment, DeliveryState, MessageKind, OutgoingMessage, SentMessage } from '../../domain/messages/message';

/** An attachment as the extension's mailer (Nodemailer) takes it: text content, or a data URI as `path`. */
type MailAttachment = { filename: string; contentType: string; content?: string; path?: string };

/**
 * A document of the `mail` collection in the format of Firebase's "Trigger Email from Firestore"
 * extension: `to` (or `toUids`, looked up by the extension in its users collection, here
 * `mailRecipients`), `message.subject/text/html/attachments`, and `delivery`, which the extension
 * writes. `kind`, `eventId` and `createdAt` are ours (the extension ignores them).
 */
export type MailRecord = {
  id: string;
  to?: string;
  toUids?: string[];
  message: { subject: string; text: string; html: string; attachments?: MailAttachment[] };
  kind: MessageKind;
  eventId: string;
  createdAt: string;
  delivery?: { state?: string; error?: string | null; endTime?: unknown };
};

/** The extension's users collection: one address per waiting place, read by the extension only. */
export const MAIL_RECIPIENTS = 'mailRecipients';
export const placeIdOf = (eventId: string, position: number) => `${eventId}_${position}`;

function mailAttachment(attachment: Attachment): MailAttachment {
  const { filename, contentType } = attachment;
  return 'dataUrl' in attachment
    ? { filename, contentType, path: attachment.dataUrl }
    : { filename, contentType, content: attachment.content };
}

export function mailRecordOf(message: OutgoingMessage): MailRecord {
  const { id, kind, eventId, createdAt, to, body } = message;
  const recipient = 'email' in to ? { to: to.email } : { toUids: [placeIdOf(to.waitingPlace.eventId, to.waitingPlace.position)] };
  const attachments = body.attachments?.map(mailAttachment);
  return {
    id,
    kind,
    eventId,
    createdAt,
    ...recipient,
    message: { subject: body.subject, text: body.text, html: body.html, ...(attachments ? { attachments } : {}) },
  };
}

const STATES: Record<string, DeliveryState> = {
  PENDING: 'pending',
  RETRY: 'pending',
  PROCESSING: 'processing',
  SUCCESS: 'sent',
  ERROR: 'failed',
};

function timeOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function')
    return (value.toDate() as Date).toISOString();
  return undefined;
}

/** What the outbox shows: the address (found by the caller for a waiting place) and the extension's report. */
export function sentMessageOf(record: MailRecord, address: string): SentMessage {
  const state = record.delivery?.state ? (STATES[record.delivery.state] ?? 'pending') : 'queued';
  const at = timeOf(record.delivery?.endTime);
  const error = record.delivery?.error ?? undefined;
  const attachments = record.message.attachments?.map((file): Attachment =>
    file.path
      ? { filename: file.filename, contentType: file.contentType, dataUrl: file.path }
      : { filename: file.filename, contentType: file.contentType, content: file.content ?? '' },
  );
  return {
    id: record.id,
    kind: record.kind,
    eventId: record.eventId,
    createdAt: record.createdAt,
    to: address,
    body: {
      subject: record.message.subject,
      text: record.message.text,
      html: record.message.html,
      ...(attachments ? { attachments } : {}),
    },
    delivery: { state, ...(error ? { error } : {}), ...(at ? { at } : {}) },
  };
}
