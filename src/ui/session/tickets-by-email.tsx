import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LinkRequest } from '../../application/session/sign-in-links.use-case';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { linkAddress } from './link-address';

/**
 * "No password?": a visitor asks for a link to their tickets with their address. What the page
 * says is the same whatever the address holds: the answer is in the mailbox.
 */
export function TicketsByEmail({ initialEmail = '' }: { initialEmail?: string }) {
  const links = useService(TOKENS.signInLinks);
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<(LinkRequest & { email: string }) | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { t } = useLingui();

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const typed = email.trim();
    const result = await links.request(typed, `${window.location.origin}/login`);
    setBusy(false);
    setOutcome({ ...result, email: typed });
    if (result.kind === 'sent') linkAddress.remember(typed);
  }

  const invalid = outcome?.kind === 'invalid';
  // After the render that enables the field again (it is disabled while sending).
  useEffect(() => {
    if (invalid) inputRef.current?.focus();
  }, [invalid, outcome]);
  const sentTo = outcome?.kind === 'sent' ? outcome.email : '';
  const failure = outcome?.kind === 'failed' ? outcome.message : '';
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>No password? Get your tickets by e-mail</Trans>
      </h2>
      <p>
        <Trans>We send a link to the address you registered with. It shows your tickets on the device where you open it.</Trans>
      </p>
      <form className="form" onSubmit={(event) => void send(event)} noValidate aria-busy={busy}>
        <div className="field">
          <label htmlFor={`${id}-email`}>
            <Trans>The e-mail address you registered with</Trans>
          </label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(change) => {
              setEmail(change.target.value);
              if (invalid) setOutcome(null);
            }}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-email-error` : undefined}
            disabled={busy}
          />
          {invalid && (
            <p id={`${id}-email-error`} className="field__error">
              {t`Enter the address you registered with, like name@example.org.`}
            </p>
          )}
        </div>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? t`Sending…` : t`Send me a link`}
        </button>
      </form>
      <div aria-live="polite">
        {sentTo && (
          <p className="notice">
            <Trans>
              A link is on its way to <strong>{sentTo}</strong>. Open it on this device: it signs you in and shows the tickets this address
              holds. It works once, within an hour.
            </Trans>
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="alert alert--error">
          <Trans>The link was not sent: {failure} Try again.</Trans>
        </p>
      )}
    </section>
  );
}
