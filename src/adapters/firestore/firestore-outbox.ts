import { doc, setDoc, type Firestore as ServerFirestore } from 'firebase/firestore/lite';
import type { OutgoingMessage, SentMessage } from '../../domain/messages/message';
import { joinLive, type LiveListener } from '../../application/live/live-result';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { Outbox } from '../../application/ports/outbox.port';
import { MAIL_RECIPIENTS, mailRecordOf, sentMessageOf, type MailRecord } from '../shared/mail-record';
import { STORE_LOG_PREFIX, withoutUndefined } from '../shared/store-log';
import { guarded } from './firestore-errors';
import type { LiveSource } from './live-source';
import type { RecipientRecord } from './waiting-book';
import { REQUEST_PATIENCE_MS, answeredWithin } from './request-patience';

/** The collection Firebase's "Trigger Email from Firestore" extension watches (README.md). */
export const MAIL = 'mail';

/**
 * Messages as documents of `mail`, which the extension sends and marks with `delivery`. Written
 * through Firestore Lite, straight to the server, by the browser that did what the message
 * reports (firestore.rules decide which messages it may write); read live by administrators,
 * with the addresses of places in line from the extension's users collection.
 */
export class FirestoreOutbox implements Outbox {
  constructor(
    private readonly live: LiveSource,
    private readonly db: ServerFirestore,
    /** How long a message's write waits for the server's answer (request-patience.ts). */
    private readonly patienceMs = REQUEST_PATIENCE_MS,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    // Create-only under the rules: a message queued before is refused, never sent twice.
    return guarded(STORE_LOG_PREFIX.create, () =>
      answeredWithin(this.patienceMs, setDoc(doc(this.db, MAIL, message.id), withoutUndefined(mailRecordOf(message)))),
    );
  }

  watch(onChange: LiveListener<SentMessage[]>, onError: (error: Error) => void): Unsubscribe {
    const part = joinLive<{ mail: MailRecord[]; recipients: RecipientRecord[] }>(['mail', 'recipients'], ({ mail, recipients }, info) => {
      const addresses = new Map(recipients.map((recipient) => [recipient.id, recipient.email]));
      onChange(
        mail.map((record) => sentMessageOf(record, record.to ?? addresses.get(record.toUids?.[0] ?? '') ?? '')),
        info,
      );
    });
    const stops = [
      this.live.watch<MailRecord>({ collection: MAIL, orderBy: [{ field: 'createdAt', direction: 'desc' }] }, part('mail'), onError),
      this.live.watch<RecipientRecord>({ collection: MAIL_RECIPIENTS }, part('recipients'), onError),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
