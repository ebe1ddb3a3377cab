import type { OutgoingMessage, SentMessage } from '../../domain/messages/message';
import type { LiveListener } from '../live/live-result';
import type { Unsubscribe } from './document-store.port';

/**
 * Where messages to people go: in Firebase mode, documents that Firebase's "Trigger Email from
 * Firestore" extension sends (README.md); offline, the device's own store, read on /admin/outbox.
 */
export interface Outbox {
  /** Queues the message; a message whose id was queued before is not queued again. */
  send(message: OutgoingMessage): Promise<void>;
  /** Administrators: every message, newest first, with the address it goes to and its delivery. */
  watch(onChange: LiveListener<SentMessage[]>, onError: (error: Error) => void): Unsubscribe;
}
