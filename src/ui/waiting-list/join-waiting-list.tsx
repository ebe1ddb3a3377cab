import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JoinListOutcome } from '../../application/waiting-list/waiting-list-desk.use-case';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { holdHoursOf } from '../../domain/waiting-list/waiting-list';
import { useService } from '../app/services';
import { usePopup, type PopupMessage } from '../popup/popup';
import { RegistrationForm } from '../registration/registration-form';
import { formRefusal } from '../registration/form-refusal';
import { reasonOf } from '../shared/error-reason';

function refusals(): Partial<Record<JoinListOutcome['kind'], string>> {
  return {
    'already-registered': t`This e-mail already holds a ticket for this event: there is no need to wait for one.`,
    'already-waiting': t`This e-mail is on the waiting list for this event already. Open the link in the message we sent you to see your place.`,
    closed: t`The waiting list of this event is closed.`,
    ended: t`This event is over.`,
    'unknown-event': t`This event no longer exists.`,
  };
}

const refusalFor = (outcome: Exclude<JoinListOutcome, { kind: 'joined' }>) => formRefusal(outcome, refusals());

/** Not added, or not known to be: a join sent without an answer may have been saved, and sending it again is safe. */
function notJoinedMessage(error: unknown): PopupMessage {
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return {
      kind: 'error',
      text: t`Your place on the waiting list is not confirmed: ${reason}. It may have been saved. When you are connected, press “Join the waiting list” again: you will not be added twice, and if it was saved, your place will show.`,
    };
  }
  const reason = reasonOf(error);
  return {
    kind: 'error',
    text: t`You were not added to the waiting list: ${reason}. Nothing was saved; check your connection and try again.`,
  };
}

/** A full event's form: the same answers as registering, for a place in its line. */
export function JoinWaitingList({ event, initialValues }: { event: EventDocument; initialValues?: Record<string, string> }) {
  const desk = useService(TOKENS.waitingListDesk);
  const popup = usePopup();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const hours = holdHoursOf(event);

  // A seat held for someone whose hold ended goes on now: to the next in line, or back to everyone.
  useEffect(() => {
    desk.passEndedHolds(event).catch((error: unknown) => console.error('Ended holds could not be passed on:', error));
  }, [desk, event]);

  async function submit(values: Record<string, string>) {
    setBusy(true);
    setRefusal(null);
    try {
      // Others' pages write to this person later (a seat held for them): in the language read here.
      const outcome = await desk.join(event.id, values, i18n.locale);
      if (outcome.kind === 'joined') {
        const number = outcome.numberInLine;
        const text = number === null ? t`You are on the waiting list.` : t`You are on the waiting list: number ${number}.`;
        popup.show({ kind: 'success', text });
        void navigate(`/waiting/${encodeURIComponent(outcome.entryId)}`);
        return;
      }
      setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
      setRefusal(refusalFor(outcome));
    } catch (error) {
      popup.show(notJoinedMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="join-waiting-list-title">
      <h2 id="join-waiting-list-title">
        <Trans>Join the waiting list</Trans>
      </h2>
      <p>
        {plural(hours, {
          one: 'When a seat frees, it is offered to the first person waiting and held for them for # hour. We write to you when you join and when a seat is held for you.',
          other:
            'When a seat frees, it is offered to the first person waiting and held for them for # hours. We write to you when you join and when a seat is held for you.',
        })}
      </p>
      {refusal && (
        <div role="alert" className="alert alert--error">
          <p>{refusal}</p>
        </div>
      )}
      <RegistrationForm
        kind={event.kind}
        busy={busy}
        errors={errors}
        onSubmit={(values) => void submit(values)}
        submitLabel={{ idle: t`Join the waiting list`, busy: t`Joining…` }}
        initialValues={initialValues}
      />
    </section>
  );
}
