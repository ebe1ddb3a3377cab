import type { NewDocument } from './document-store.port';

/** A feedback sent without a known outcome: the form as sent, the id and the document it was sent as. */
export type UnsettledFeedback = { form: string; id: string; document: NewDocument<'feedback'> };

/**
 * Where the device keeps the feedback it sent and heard nothing back about, across a reload of
 * the page: the same form sent again after the reload is that feedback again, stored once.
 */
export interface UnsettledFeedbackKeep {
  recall(): UnsettledFeedback | null;
  /** Null: settled (stored, or refused), nothing to keep. */
  keep(send: UnsettledFeedback | null): void;
}

/** Kept for the page's life only (tests, and storage the browser refuses). */
export function memoryUnsettledFeedback(): UnsettledFeedbackKeep {
  let kept: UnsettledFeedback | null = null;
  return {
    recall: () => kept,
    keep: (send) => void (kept = send),
  };
}
