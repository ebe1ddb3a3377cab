import { z } from 'zod';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, checkForm, optionalEmail, optionalText, type FormResult } from '../forms/fields';
import { MAX_RATING, MIN_RATING } from './feedback';

const RATING_SENTENCE = `Choose a rating from ${MIN_RATING} to ${MAX_RATING} stars.`;

export const feedbackForm = z.object({
  rating: z.coerce
    .number({ error: RATING_SENTENCE })
    .int({ error: RATING_SENTENCE })
    .min(MIN_RATING, { error: RATING_SENTENCE })
    .max(MAX_RATING, { error: RATING_SENTENCE }),
  comment: optionalText('your comment', MAX_COMMENT_LENGTH),
  name: optionalText('your name', MAX_NAME_LENGTH),
  email: optionalEmail,
});

export type FeedbackFormValue = z.output<typeof feedbackForm>;

export function checkFeedbackForm(input: Record<string, unknown>): FormResult<FeedbackFormValue> {
  // An empty rating field is "no rating", not zero.
  return checkForm(feedbackForm, { ...input, rating: input.rating === '' ? undefined : input.rating });
}
