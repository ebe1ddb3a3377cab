import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FeedbackOutcome } from '../../application/feedback/submit-feedback.use-case';
import { TOKENS } from '../../application/tokens';
import { tooManyMessage } from '../shared/too-many-message';
import { MAX_COMMENT_LENGTH } from '../../domain/forms/lengths';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { Field, focusFirstError } from '../shared/field';
import { RatingInput } from './rating-input';
import { reasonOf } from '../shared/error-reason';
import { StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { EMPTY_FEEDBACK, useFeedbackDraft, type FeedbackValues } from './feedback-draft';

function refusalText(outcome: Exclude<FeedbackOutcome, { kind: 'sent' | 'invalid' }>): string {
  switch (outcome.kind) {
    case 'not-started':
      return t`Feedback opens when the event starts.`;
    case 'unknown-event':
      return t`This event no longer exists.`;
    case 'too-many':
      return tooManyMessage('feedback forms', outcome);
  }
}

/**
 * Not sent, or not known to be: a send without an answer may have landed. Pressing "Send" again
 * is safe, since the same form is stored once (SubmitFeedback).
 */
function notSentMessage(error: unknown): string {
  if (error instanceof StoreOfflineError || error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error instanceof StoreUnconfirmedError ? error.reason : error);
    return t`Your feedback may not have been sent: ${reason}. When you are connected, press “Send feedback” again: it will not be stored twice.`;
  }
  const reason = reasonOf(error);
  return t`Your feedback was not sent: ${reason}. Try again.`;
}

/** Rating, comment, optional name and e-mail. Thanks with the popup message; keeps what was typed on failure, and across a reload. */
export function FeedbackForm({ eventId, onSent }: { eventId: string; onSent?: () => void }) {
  const feedback = useService(TOKENS.submitFeedback);
  const popup = usePopup();
  const [values, setValues] = useFeedbackDraft(eventId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const commentId = useId();
  const { i18n } = useLingui();
  useEffect(() => focusFirstError(formRef.current, errors), [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await feedback.submit(eventId, values);
      if (outcome.kind === 'sent') {
        popup.show({
          kind: 'success',
          text: outcome.pending
            ? t`Thank you for your feedback! It is kept on this device and sent as soon as the server can be reached.`
            : t`Thank you for your feedback!`,
        });
        setValues(EMPTY_FEEDBACK);
        setErrors({});
        onSent?.();
      } else if (outcome.kind === 'invalid') setErrors(outcome.errors);
      else popup.show({ kind: 'error', text: refusalText(outcome) });
    } catch (error) {
      popup.show({ kind: 'error', text: notSentMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const typedLength = i18n.number(values.comment.length);
  const maxLength = i18n.number(MAX_COMMENT_LENGTH);
  const set = (field: keyof FeedbackValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <RatingInput value={values.rating} onChange={set('rating')} error={errors.rating} disabled={busy} />
      <div className="field">
        <label htmlFor={commentId}>
          <Trans>Comment</Trans>
          <span className="field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
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
          <Trans>
            {typedLength} of {maxLength} characters.
          </Trans>
        </p>
        {errors.comment && (
          <p id={`${commentId}-error`} className="field__error">
            {errors.comment}
          </p>
        )}
      </div>
      <Field
        label={t`Name`}
        name="name"
        optional
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        disabled={busy}
      />
      <Field
        label={t`E-mail`}
        name="email"
        type="email"
        optional
        autoComplete="email"
        hint={t`Only if you would like an answer.`}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        disabled={busy}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Sending…` : t`Send feedback`}
      </button>
    </form>
  );
}
