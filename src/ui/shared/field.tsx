import { Trans } from '@lingui/react/macro';
import { useId, type InputHTMLAttributes } from 'react';

export type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>;

/** A labelled input with its hint and its error sentence, both tied to it for screen readers. */
export function Field({ label, name, value, onChange, error, hint, optional, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && (
          <span className="field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the first field the check refused, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
}
