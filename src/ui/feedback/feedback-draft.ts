import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export type FeedbackValues = { rating: string; comment: string; name: string; email: string };
export const EMPTY_FEEDBACK: FeedbackValues = { rating: '', comment: '', name: '', email: '' };

const keyOf = (eventId: string) => `rollcall.feedback.draft.${eventId || 'general'}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function keptDraft(eventId: string): FeedbackValues {
  try {
    const kept = JSON.parse(globalThis.sessionStorage?.getItem(keyOf(eventId)) ?? 'null') as Record<string, unknown> | null;
    if (typeof kept !== 'object' || kept === null) return EMPTY_FEEDBACK;
    return { rating: text(kept.rating), comment: text(kept.comment), name: text(kept.name), email: text(kept.email) };
  } catch {
    return EMPTY_FEEDBACK;
  }
}

/**
 * What is typed in a feedback form, kept in the tab's session storage until it is sent: a reload
 * (a send that failed, a phone that dropped the page) gives the form back as it was, and sending
 * it again is the same feedback, stored once (SubmitFeedback).
 */
export function useFeedbackDraft(eventId: string): [FeedbackValues, Dispatch<SetStateAction<FeedbackValues>>] {
  const [values, setValues] = useState(() => keptDraft(eventId));
  useEffect(() => {
    try {
      const key = keyOf(eventId);
      if (Object.values(values).every((value) => value === '')) globalThis.sessionStorage?.removeItem(key);
      else globalThis.sessionStorage?.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the draft lasts while the page is open.
    }
  }, [eventId, values]);
  return [values, setValues];
}
