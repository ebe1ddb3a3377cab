import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { CheckInAttempt } from '../../application/check-in/check-in-attendee.use-case';
import { TOKENS } from '../../application/tokens';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { EventDocument } from '../../domain/events/event';
import { isValidEmail } from '../../domain/shared/email';
import { useService } from '../app/services';
import { ErrorPage } from '../errors/error-page';
import { usePopup } from '../popup/popup';
import { EventZone } from '../shared/event-zone';
import { Field } from '../shared/field';
import { formatEventTime } from '../shared/format';
import { LoadFailed, Loading } from '../shared/page-states';
import { useEvent } from '../shared/use-event';
import { OutcomePanel } from './outcome-panel';
import { reasonOf } from '../shared/error-reason';

// Stored with the check-in as the device's name, in the words staff read in their lists.
const SELF_DEVICE = 'the visitor’s own device';

/** `/checkin/:event`: self check-in with the ticket from the QR link, or with the e-mail. */
export function CheckinEventPage() {
  const { event: idOrSlug = '' } = useParams();
  const { pathname } = useLocation();
  const state = useEvent(idOrSlug);
  const { t } = useLingui();
  if (state.status === 'loading') return <Loading label={t`Loading the event…`} />;
  if (state.status === 'error') return <LoadFailed what={t`The event`} message={state.message} onRetry={state.retry} />;
  if (!state.value) return <ErrorPage status={404} message={t`Page not found: ${pathname}`} />;
  return <SelfCheckIn event={state.value} />;
}

function SelfCheckIn({ event }: { event: EventDocument }) {
  const [search] = useSearchParams();
  const ticketId = search.get('ticket')?.trim() ?? '';
  const checkIn = useService(TOKENS.checkInAttendee);
  const popup = usePopup();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const { t } = useLingui();
  const title = event.title;

  async function attempt(what: CheckInAttempt) {
    setBusy(true);
    try {
      setOutcome(await checkIn.checkIn(event, what, { method: 'self', by: 'self', device: SELF_DEVICE, onlyOnEventDays: true }));
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`Checking in did not work: ${reason}. Try again, or see the staff at the door.` });
    } finally {
      setBusy(false);
    }
  }

  function submitEmail(change: FormEvent) {
    change.preventDefault();
    if (!isValidEmail(email))
      return setEmailError(
        email.trim() === '' ? t`Enter the e-mail you registered with.` : t`Enter an e-mail address like name@example.org.`,
      );
    setEmailError(undefined);
    void attempt({ email });
  }

  return (
    <section aria-labelledby="self-checkin-title" className="narrow">
      <title>{t`Check in: ${title} · Rollcall`}</title>
      <h1 id="self-checkin-title">
        <Trans>Check in: {title}</Trans>
      </h1>
      <p className="event-card__meta">
        {formatEventTime(event)} · {event.venue}
      </p>
      <div aria-live="polite" className="outcome-region">
        {outcome && (
          <EventZone zone={event.timeZone}>
            <OutcomePanel outcome={outcome} audience="visitor" />
          </EventZone>
        )}
      </div>
      {ticketId && (
        <div className="panel">
          <p>
            <Trans>
              Ticket <code>{ticketId}</code>
            </Trans>
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void attempt({ ticketId })}>
            {busy ? t`Checking in…` : t`Check in with this ticket`}
          </button>
        </div>
      )}
      <form className="form panel" onSubmit={submitEmail} noValidate aria-busy={busy}>
        <h2>{ticketId ? t`Or check in with your e-mail` : t`Check in with your e-mail`}</h2>
        <Field
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={emailError}
          disabled={busy}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          <Trans>Check in</Trans>
        </button>
      </form>
    </section>
  );
}
