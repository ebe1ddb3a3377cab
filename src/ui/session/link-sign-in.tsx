import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { linkAddress } from './link-address';
import { Loading } from '../shared/page-states';
import { TicketsByEmail } from './tickets-by-email';

type Step = { kind: 'ask' } | { kind: 'signing-in' } | { kind: 'refused'; message: string };

/**
 * The page opened from a sign-in link: on the device that asked for it, it signs in at once;
 * elsewhere it asks which address the link was sent to. Signed in, the visitor lands on the home
 * page, which lists their tickets; a used or old link says so, with the form to ask for another.
 */
export function LinkSignIn({ link }: { link: string }) {
  const links = useService(TOKENS.signInLinks);
  const popup = usePopup();
  const navigate = useNavigate();
  const remembered = useRef(linkAddress.recall());
  const [email, setEmail] = useState(remembered.current ?? '');
  const [step, setStep] = useState<Step>(remembered.current ? { kind: 'signing-in' } : { kind: 'ask' });
  const id = useId();
  const { t } = useLingui();

  async function complete(address: string) {
    setStep({ kind: 'signing-in' });
    const outcome = await links.complete(address, link);
    if (outcome.kind === 'refused') return setStep({ kind: 'refused', message: outcome.message });
    linkAddress.forget();
    const signedInAs = outcome.session.email;
    popup.show({ kind: 'success', text: t`Signed in as ${signedInAs}.` });
    void navigate('/', { replace: true });
  }

  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects: a link is spent by its first use.
    if (started.current || !remembered.current) return;
    started.current = true;
    void complete(remembered.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening the page only
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void complete(email.trim());
  }

  return (
    <section className="narrow" aria-labelledby={`${id}-title`}>
      <title>{t`Your tickets · Rollcall`}</title>
      <h1 id={`${id}-title`}>
        <Trans>Your tickets</Trans>
      </h1>
      {step.kind === 'signing-in' && <Loading label={t`Signing you in…`} />}
      {step.kind === 'ask' && (
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>
              <Trans>The e-mail address this link was sent to</Trans>
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(change) => setEmail(change.target.value)}
            />
          </div>
          <button type="submit" className="button">
            <Trans>Show my tickets</Trans>
          </button>
        </form>
      )}
      {step.kind === 'refused' && (
        <>
          <p role="alert" className="alert alert--error">
            {step.message}
          </p>
          <TicketsByEmail initialEmail={email} />
        </>
      )}
    </section>
  );
}
