import type { Messenger } from '../../application/messages/messenger';
import { StoreOfflineError } from '../../application/ports/store-errors';
import type { PublicApi } from '../../application/tokens';

/**
 * A messenger whose every ticket e-mail is lost, as when the network goes between the ticket's
 * write and its e-mail's (stories, tests). The pages that use it write no other message.
 */
export const ticketEmailsLost = {
  ticket: () => Promise.reject(new StoreOfflineError('write the ticket’s e-mail')),
} as Partial<PublicApi<Messenger>> as PublicApi<Messenger>;
