import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FeedbackOutcome } from '../../application/feedback/submit-feedback.use-case';
import { TOKENS } from '../../application/tokens';
import { tooManyMessage } from '../shared/too-many-message';
import { MAX_COMMENT_LENGTH } from '../../domain/forms/fields';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { Field, focusFirstError } from '../shared/field';
import { RatingInput } from './rating-input';

const EMPTY = { rating: '', comment: '', name: '', email: '' };

function refusalText(outcome: Exclude<FeedbackOutcome, { kind: 'sent' | 'invalid' }>): string {
  switch (outcome.kind) {
    case 'not-started':
      return 'Feedback opens when the event starts.';
    case 'unknown-event':
      return 'This event no longer exists.';
    case 'too-many':
      return tooManyMessage('feedback forms', outcome);
  }
}

/** Rating, comment, optional name and e-mail. Thanks with the popup message; keeps what was typed on failure. */
export function FeedbackForm({ eventId, onSent }: { eventId: string; onSent?: () => void }) {
  const feedback = useService(TOKENS.submitFeedback);
  const popup = usePopup();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const commentId = useId();
  useEffect(() => focusFirstError(formRef.current, errors), [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await feedback.submit(eventId, values);
      if (outcome.kind === 'sent') {
        popup.show({ kind: 'success', text: 'Thank you for your feedback!' });
        setValues(EMPTY);
        setErrors({});
        onSent?.();
      } else if (outcome.kind === 'invalid') setErrors(outcome.errors);
      else popup.show({ kind: 'error', text: refusalText(outcome) });
    } catch (error) {
      popup.show({ kind: 'error', text: `Your feedback was not sent: ${error instanceof Error ? error.message : String(error)}. Try again.` });
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <RatingInput value={values.rating} onChange={set('rating')} error={errors.rating} disabled={busy} />
      <div className="field">
        <label htmlFor={commentId}>
          Comment<span className="field__optional"> (optional)</span>
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={5}
          value={values.comment}
          onChange={(change) => set('comment')(change.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${commentId}-hint${errors.comment ? ` ${commentId}-error` : ''}`}
          disabled={busy}
        />
        <p id={`${commentId}-hint`} className="field__hint">
          {values.comment.length} of {MAX_COMMENT_LENGTH} characters.
        </p>
        {errors.comment && (
          <p id={`${commentId}-error`} className="field__error">
            {errors.comment}
          </p>
        )}
      </div>
      <Field label="Name" name="name" optional autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} disabled={busy} />
      <Field label="E-mail" name="email" type="email" optional autoComplete="email" hint="Only if you would like an answer." value={values.email} onChange={set('email')} error={errors.email} disabled={busy} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
