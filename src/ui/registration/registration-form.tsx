import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EventKind } from '../../domain/events/event';
import { REGISTRATION_FIELDS, type RegistrationField } from '../../domain/registrations/registration-fields';
import { Field, focusFirstError } from '../shared/field';
import { StillWaiting } from '../shared/still-waiting';

export type RegistrationFormProps = {
  kind: EventKind;
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  /** The button's words, idle and while sending: the waiting list uses the same form. */
  submitLabel?: { idle: string; busy: string };
  /** What was typed in a form this one replaces (registering found the event full). */
  initialValues?: Record<string, string>;
  /**
   * Who fills it in: a visitor for themselves, or staff for someone else (a walk-in), whose browser
   * must not offer its own name and address, and who read the hints about the person registered.
   */
  filledBy?: 'visitor' | 'staff';
};

/** The form for the event's kind. What was typed stays after any failure: it lives here. */
export function RegistrationForm({
  kind,
  busy,
  errors,
  onSubmit,
  submitLabel,
  initialValues = {},
  filledBy = 'visitor',
}: RegistrationFormProps) {
  const forStaff = filledBy === 'staff';
  const fields: ReadonlyArray<RegistrationField> = REGISTRATION_FIELDS[kind];
  const { t, i18n } = useLingui();
  const buttonLabel = submitLabel ?? { idle: t`Register`, busy: t`Registering…` };
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
    ...initialValues,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const setValue = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  // Keyboard and screen-reader users land on the first field the check refused.
  useEffect(() => focusFirstError(formRef.current, errors), [errors]);

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      {fields.map((field) =>
        field.input.kind === 'count' ? (
          <CountField
            key={field.name}
            field={field}
            max={field.input.max}
            value={values[field.name] ?? ''}
            onChange={setValue}
            error={errors[field.name]}
            disabled={busy}
          />
        ) : (
          <Field
            key={field.name}
            name={field.name}
            label={i18n._(field.label)}
            type={field.input.kind}
            autoComplete={forStaff ? 'off' : field.input.autoComplete}
            optional={field.optional}
            hint={forStaff && field.staffHint ? i18n._(field.staffHint) : field.hint && i18n._(field.hint)}
            value={values[field.name] ?? ''}
            onChange={(value) => setValue(field.name, value)}
            error={errors[field.name]}
            disabled={busy}
          />
        ),
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? buttonLabel.busy : buttonLabel.idle}
      </button>
      <StillWaiting busy={busy} />
    </form>
  );
}

/** A count chosen from 0 to its maximum ("None" for 0), such as the guests who come along. */
function CountField({
  field,
  max,
  value,
  onChange,
  error,
  disabled,
}: {
  field: RegistrationField;
  max: number;
  value: string;
  onChange: (name: string, value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{i18n._(field.label)}</label>
      <select
        id={id}
        name={field.name}
        value={value}
        onChange={(change) => onChange(field.name, change.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      >
        {Array.from({ length: max + 1 }, (_, count) => count).map((count) => (
          <option key={count} value={String(count)}>
            {count === 0 ? t`None` : i18n.number(count)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
