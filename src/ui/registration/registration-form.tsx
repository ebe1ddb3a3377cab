import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EventKind } from '../../domain/events/event';
import { Field, focusFirstError } from '../shared/field';
import { GUEST_CHOICES, REGISTRATION_FIELDS } from './registration-fields';

export type RegistrationFormProps = {
  kind: EventKind;
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  /** The button's words, idle and while sending: the waiting list uses the same form. */
  submitLabel?: { idle: string; busy: string };
  /** What was typed in a form this one replaces (registering found the event full). */
  initialValues?: Record<string, string>;
};

/** The form for the event's kind. What was typed stays after any failure: it lives here. */
export function RegistrationForm({ kind, busy, errors, onSubmit, submitLabel, initialValues = {} }: RegistrationFormProps) {
  const fields = REGISTRATION_FIELDS[kind];
  const { t, i18n } = useLingui();
  const buttonLabel = submitLabel ?? { idle: t`Register`, busy: t`Registering…` };
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries([...fields.map((field) => [field.name, '']), ...(kind === 'nationalday' ? [['guests', '0']] : [])]),
    ...initialValues,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const guestsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  // Keyboard and screen-reader users land on the first field the check refused.
  useEffect(() => focusFirstError(formRef.current, errors), [errors]);

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      {fields.map((field) => (
        <Field
          key={field.name}
          name={field.name}
          label={i18n._(field.label)}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          optional={field.optional}
          hint={field.hint && i18n._(field.hint)}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          error={errors[field.name]}
          disabled={busy}
        />
      ))}
      {kind === 'nationalday' && (
        <div className="field">
          <label htmlFor={guestsId}>
            <Trans>Accompanying guests</Trans>
          </label>
          <select
            id={guestsId}
            name="guests"
            value={values.guests}
            onChange={(change) => setValues((current) => ({ ...current, guests: change.target.value }))}
            aria-invalid={errors.guests ? true : undefined}
            aria-describedby={errors.guests ? `${guestsId}-error` : undefined}
            disabled={busy}
          >
            {GUEST_CHOICES.map((count) => (
              <option key={count} value={String(count)}>
                {count === 0 ? t`None` : i18n.number(count)}
              </option>
            ))}
          </select>
          {errors.guests && (
            <p id={`${guestsId}-error`} className="field__error">
              {errors.guests}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? buttonLabel.busy : buttonLabel.idle}
      </button>
    </form>
  );
}
