import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WalkInOutcome } from '../../application/registrations/register-walk-in.use-case';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { useService } from '../app/services';
import { OutcomePanel } from '../check-in/outcome-panel';
import { RegistrationForm } from '../registration/registration-form';
import { reasonOf } from '../shared/error-reason';
import { useSession } from '../session/session-context';
import { ticketPagePath } from '../../domain/registrations/ticket';

/** A walk-in the form took (a refused form stays on the form, with its errors). */
type WalkInDone = Exclude<WalkInOutcome, { kind: 'invalid' }>;

/**
 * An administrator at the door registers someone who has no ticket, in one step: the event's
 * own form, the ticket issued and sent, and (unless unticked) the check-in. The form empties for
 * the next person after a success and keeps what was typed after anything else.
 */
export function WalkInPanel({ event, device }: { event: EventDocument; device: string }) {
  const walkIns = useService(TOKENS.registerWalkIn);
  const { session } = useSession();
  const { t } = useLingui();
  const id = useId();
  const [checkInNow, setCheckInNow] = useState(true);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<WalkInDone | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [nextPerson, setNextPerson] = useState(0);

  async function submit(values: Record<string, string>) {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const outcome = await walkIns.register(event, values, { by: session?.uid ?? 'staff', device, checkInNow });
      if (outcome.kind === 'invalid') return setErrors(outcome.errors);
      setErrors({});
      setDone(outcome);
      if (outcome.kind !== 'gone') setNextPerson((count) => count + 1);
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="panel walk-in">
      <summary>
        <Trans>Register a walk-in</Trans>
      </summary>
      <label className="checkbox" htmlFor={`${id}-check-in`}>
        <input id={`${id}-check-in`} type="checkbox" checked={checkInNow} onChange={(change) => setCheckInNow(change.target.checked)} />
        <Trans>Check them in now</Trans>
      </label>
      <RegistrationForm
        key={nextPerson}
        kind={event.kind}
        filledBy="staff"
        busy={busy}
        errors={errors}
        onSubmit={(values) => void submit(values)}
        submitLabel={{ idle: checkInNow ? t`Register and check in` : t`Register without checking in`, busy: t`Registering the walk-in…` }}
      />
      <div aria-live="polite">
        {done && <WalkInResult outcome={done} eventId={event.id} />}
        {failure && (
          <p role="alert" className="field__error">
            <Trans>Nobody was registered: {failure}. What you typed is kept; try again.</Trans>
          </p>
        )}
      </div>
    </details>
  );
}

function WalkInResult({ outcome, eventId }: { outcome: WalkInDone; eventId: string }) {
  if (outcome.kind === 'gone')
    return (
      <p role="alert" className="field__error">
        <Trans>This event no longer exists: nobody was registered.</Trans>
      </p>
    );
  const { name } = outcome;
  const notSentBecause = outcome.kind === 'registered' && !outcome.email.written ? reasonOf(outcome.email.failure) : '';
  const ticketPage = ticketPagePath(eventId, outcome.ticketId);
  return (
    <div className="walk-in__result">
      <p>
        {outcome.kind === 'registered' ? (
          outcome.email.written ? (
            <Trans>{name} is registered; the ticket was sent to their e-mail.</Trans>
          ) : (
            <Trans>
              {name} is registered, but the ticket’s e-mail may not have been sent: {notSentBecause}. Show them the ticket, or send it again
              from the event’s registrations.
            </Trans>
          )
        ) : (
          <Trans>{name} already held a ticket for this event: that ticket is used.</Trans>
        )}{' '}
        {/* A tab of its own: the door keeps its camera, list and last scans. */}
        <Link to={ticketPage} target="_blank" rel="noopener">
          <Trans>
            Show the ticket <span className="visually-hidden">(opens in a new tab)</span>
          </Trans>
        </Link>
      </p>
      {outcome.checkIn && <OutcomePanel outcome={outcome.checkIn} audience="staff" />}
    </div>
  );
}
