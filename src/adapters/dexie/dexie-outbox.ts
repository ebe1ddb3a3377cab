import { inject, injectable } from 'inversify';
import type { OutgoingMessage, SentMessage } from '../../domain/messages/message';
import type { LiveListener } from '../../application/live/live-result';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { Outbox } from '../../application/ports/outbox.port';
import { mailRecordOf, placeIdOf, sentMessageOf } from '../shared/mail-record';
import { STORE_LOG_PREFIX, logged } from '../shared/store-log';
import { DEXIE_DATABASE } from './dexie-tokens';
import { followLive } from './follow-live';
import type { RollcallDatabase } from './rollcall-database';

/**
 * Offline mode has no mail service: messages are kept on the device in the extension's format,
 * and /admin/outbox shows them as the person would read them.
 */
@injectable()
export class DexieOutbox implements Outbox {
  constructor(@inject(DEXIE_DATABASE) private readonly db: RollcallDatabase) {}

  send(message: OutgoingMessage): Promise<void> {
    return logged(STORE_LOG_PREFIX.create, () =>
      this.db.transaction('rw', [this.db.mail], async () => {
        if (!(await this.db.mail.get(message.id))) await this.db.mail.add(mailRecordOf(message));
      }),
    );
  }

  watch(onChange: LiveListener<SentMessage[]>, onError: (error: Error) => void): Unsubscribe {
    const read = async () => {
      const [records, entries] = await Promise.all([
        this.db.mail.orderBy('createdAt').reverse().toArray(),
        this.db.waitingEntries.toArray(),
      ]);
      const addresses = new Map(entries.map((entry) => [placeIdOf(entry.eventId, entry.position), entry.email]));
      return records.map((record) => sentMessageOf(record, record.to ?? addresses.get(record.toUids?.[0] ?? '') ?? ''));
    };
    return followLive(read, onChange, onError);
  }
}
