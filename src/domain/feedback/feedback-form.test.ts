import { describe, expect, it } from 'vitest';
import { checkFeedbackForm } from './feedback-form';

describe('checkFeedbackForm', () => {
  it('takes a rating of 1 to 5 with optional comment, name and e-mail', () => {
    expect(checkFeedbackForm({ rating: '4', comment: ' Great ', name: '', email: '' })).toEqual({
      ok: true,
      value: { rating: 4, comment: 'Great' },
    });
  });

  it.each([[''], ['0'], ['6'], ['3.5'], ['five'], [undefined]])('refuses the rating %j', (rating) => {
    expect(checkFeedbackForm({ rating })).toEqual({ ok: false, errors: { rating: 'Choose a rating from 1 to 5 stars.' } });
  });

  it('refuses a malformed e-mail and an over-long comment', () => {
    const result = checkFeedbackForm({ rating: '5', email: 'me@', comment: 'x'.repeat(2001) });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Enter an e-mail address like name@example.org, or leave it empty.',
        comment: 'Keep your comment to 2000 characters (it has 2001).',
      },
    });
  });
});
