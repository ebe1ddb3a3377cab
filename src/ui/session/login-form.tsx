import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../domain/shared/email';

export type Credentials = { email: string; password: string };
type FieldErrors = Partial<Record<keyof Credentials, string>>;

function check({ email, password }: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  if (email.trim() === '') errors.email = t`Enter your e-mail address.`;
  else if (!isValidEmail(email)) errors.email = t`Enter an e-mail address like name@example.org.`;
  if (password === '') errors.password = t`Enter your password.`;
  return errors;
}

export type LoginFormProps = {
  busy: boolean;
  submitLabel: string;
  onSubmit: (credentials: Credentials) => void;
  /** Filled in from outside, e.g. by picking a demo account. */
  values?: Credentials;
  onChange?: (credentials: Credentials) => void;
};

/** E-mail and password with a sentence per field; what was typed stays after a failure. */
export function LoginForm({ busy, submitLabel, onSubmit, values, onChange }: LoginFormProps) {
  const [own, setOwn] = useState<Credentials>({ email: '', password: '' });
  const credentials = values ?? own;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function update(change: Partial<Credentials>) {
    const next = { ...credentials, ...change };
    if (values === undefined) setOwn(next);
    onChange?.(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(credentials);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    onSubmit(credentials);
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${id}-email`}>
          <Trans>E-mail</Trans>
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={credentials.email}
          onChange={(change) => update({ email: change.target.value })}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          disabled={busy}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="field__error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={credentials.password}
          onChange={(change) => update({ password: change.target.value })}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          disabled={busy}
        />
        {errors.password && (
          <p id={`${id}-password-error`} className="field__error">
            {errors.password}
          </p>
        )}
        <label className="checkbox">
          <input type="checkbox" checked={showPassword} onChange={(change) => setShowPassword(change.target.checked)} />
          <Trans>Show password</Trans>
        </label>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Signing in…` : submitLabel}
      </button>
    </form>
  );
}
