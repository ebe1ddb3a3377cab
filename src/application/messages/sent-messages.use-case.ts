import type { SentMessage } from '../../domain/messages/message';
import type { LiveListener } from '../live/live-result';
import type { Unsubscribe } from '../ports/document-store.port';
import type { Outbox } from '../ports/outbox.port';

/** /admin/outbox: every message written to people, newest first, and what became of it. */
export class SentMessages {
  constructor(private readonly outbox: Pick<Outbox, 'watch'>) {}

  watch(onChange: LiveListener<SentMessage[]>, onError: (error: Error) => void): Unsubscribe {
    return this.outbox.watch(onChange, onError);
  }
}
