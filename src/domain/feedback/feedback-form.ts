import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { FIELD_WORDS, checkForm, optionalEmail, optionalText, wholeNumber, type FormResult } from '../forms/fields';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH } from '../forms/lengths';
import { MAX_RATING, MIN_RATING } from './feedback';

const RATING_SENTENCE = () => t`Choose a rating from ${MIN_RATING} to ${MAX_RATING} stars.`;

export const feedbackForm = z.object({
  rating: wholeNumber(MIN_RATING, MAX_RATING, RATING_SENTENCE),
  comment: optionalText(FIELD_WORDS.comment, MAX_COMMENT_LENGTH),
  name: optionalText(FIELD_WORDS.name, MAX_NAME_LENGTH),
  email: optionalEmail,
});

export type FeedbackFormValue = z.output<typeof feedbackForm>;

export function checkFeedbackForm(input: Record<string, unknown>): FormResult<FeedbackFormValue> {
  // An empty rating field is "no rating", not zero.
  return checkForm(feedbackForm, { ...input, rating: input.rating === '' ? undefined : input.rating });
}
