import { StoreNoAnswerError } from '../../application/ports/store-errors';
import type { SubmitFeedback } from '../../application/feedback/submit-feedback.use-case';
import type { PublicApi } from '../../application/tokens';

/**
 * Feedback whose first send is never answered (it may have landed), and whose next is (stories).
 * `sends` holds what each press sent; `forget` empties it before a story runs again.
 */
export function feedbackFirstUnanswered(): PublicApi<SubmitFeedback> & { sends: unknown[]; forget(): void } {
  const sends: unknown[] = [];
  return {
    sends,
    forget: () => void sends.splice(0),
    submit: async (eventId, input) => {
      sends.push([eventId, input]);
      if (sends.length === 1) throw new StoreNoAnswerError('Error creating document:');
      return { kind: 'sent' };
    },
  };
}

/** A staff device without network: the feedback is kept on it, sent once it is back online. */
export const feedbackKeptOnDevice: PublicApi<SubmitFeedback> = {
  submit: async () => ({ kind: 'sent', pending: true }),
};
