import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { safeReturnPath } from '../../domain/session/return-path';
import { landingFor, usesScanner } from '../../domain/session/roles';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { DemoAccountsList } from './demo-accounts-list';
import { LinkSignIn } from './link-sign-in';
import { LoginForm, type Credentials } from './login-form';
import { TicketsByEmail } from './tickets-by-email';
import { Loading } from '../shared/page-states';
import { useSession } from './session-context';

export type LoginVariant = 'visitor' | 'admin';

const COPY = {
  visitor: { title: msg`Sign in`, submit: msg`Sign in`, fallback: '/', other: { to: '/admin-login', label: msg`Administrator sign-in` } },
  admin: {
    title: msg`Administrator sign-in`,
    submit: msg`Sign in as administrator`,
    fallback: '/admin',
    other: { to: '/login', label: msg`Visitor sign-in` },
  },
  // Door staff sign in here too: they land on the scanner (src/domain/session/roles.ts).
} as const;

/** `/login` and `/admin-login`: one page, two variants. */
export function LoginPage({ variant }: { variant: LoginVariant }) {
  const copy = COPY[variant];
  const { t, i18n } = useLingui();
  const title = i18n._(copy.title);
  const { status, session, error, signIn, signOut, dismissError } = useSession();
  const demoAccounts = useService(TOKENS.demoAccounts);
  const signInLinks = useService(TOKENS.signInLinks);
  const wipedLists = useService(TOKENS.doorPreparation).wiped();
  const popup = usePopup();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const pageUrl = `${window.location.origin}${location.pathname}${location.search}`;
  const next = safeReturnPath(search.get('next'), copy.fallback);
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const previousStatus = useRef(status);
  const errorRef = useRef<HTMLDivElement>(null);

  // Only the step from signingIn to signedIn is this page's success; a session that appears
  // otherwise (restored, another tab) shows the "already signed in" panel instead.
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (before !== 'signingIn' || status !== 'signedIn' || !session) return;
    const email = session.email;
    popup.show({ kind: 'success', text: t`Signed in as ${email}.` });
    void navigate(landingFor(session, next), { replace: true });
  }, [status, session, next, navigate, popup, t]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  // A link from the mailbox signs in whoever is signed in here now: its reader asked for it.
  if (variant === 'visitor' && signInLinks.isLink(pageUrl)) return <LinkSignIn link={pageUrl} />;

  if (session && (status === 'signedIn' || status === 'signingOut')) {
    return (
      <AlreadySignedIn
        variant={variant}
        email={session.email}
        staff={usesScanner(session)}
        next={landingFor(session, next)}
        onSignOut={signOut}
        busy={status === 'signingOut'}
      />
    );
  }

  return (
    <section className="narrow" aria-labelledby="login-title">
      <title>{title + ' · Rollcall'}</title>
      <h1 id="login-title">{title}</h1>
      {wipedLists > 0 && (
        <p role="status" className="notice">
          {plural(wipedLists, {
            one: 'Signed out. The ticket lists this device held for the door (# event) were deleted from it.',
            other: 'Signed out. The ticket lists this device held for the door (# events) were deleted from it.',
          })}
        </p>
      )}
      {error && (
        <div ref={errorRef} tabIndex={-1} role="alert" className="alert alert--error">
          <p>{error.sentence}</p>
          {error.details.length > 0 && (
            <ul>
              {error.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {status === 'restoring' ? (
        <Loading label={t`Checking your sign-in…`} />
      ) : (
        <LoginForm
          busy={status === 'signingIn'}
          submitLabel={i18n._(copy.submit)}
          values={credentials}
          onChange={(change) => {
            setCredentials(change);
            if (error) dismissError();
          }}
          onSubmit={(typed) => signIn({ ...typed, requireAdmin: variant === 'admin' })}
        />
      )}
      {variant === 'visitor' && <TicketsByEmail />}
      <p>
        <Link to={copy.other.to}>{i18n._(copy.other.label)}</Link>
      </p>
      <DemoAccountsList
        accounts={demoAccounts.filter((account) => variant === 'visitor' || account.admin || account.door === true)}
        onPick={(account) => setCredentials({ email: account.email, password: account.password })}
      />
    </section>
  );
}

function AlreadySignedIn(props: {
  variant: LoginVariant;
  email: string;
  staff: boolean;
  next: string;
  onSignOut: () => void;
  busy: boolean;
}) {
  const lacksAccess = props.variant === 'admin' && !props.staff;
  const { t } = useLingui();
  const email = props.email;
  return (
    <section className="narrow" aria-labelledby="signed-in-title">
      <title>{t`Signed in · Rollcall`}</title>
      <h1 id="signed-in-title">
        <Trans>You are signed in</Trans>
      </h1>
      <p>
        <Trans>
          Signed in as <strong>{email}</strong>.
        </Trans>
        {lacksAccess && <> {t`This account has no administrator access: sign out, then sign in with an administrator account.`}</>}
      </p>
      <p className="actions">
        {!lacksAccess && (
          <Link className="button" to={props.next}>
            <Trans>Continue</Trans>
          </Link>
        )}
        <button type="button" className="button button--secondary" onClick={props.onSignOut} disabled={props.busy}>
          {props.busy ? t`Signing out…` : t`Sign out`}
        </button>
      </p>
    </section>
  );
}

export function VisitorLoginPage() {
  return <LoginPage variant="visitor" />;
}

export function AdminLoginPage() {
  return <LoginPage variant="admin" />;
}
