import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JoinListOutcome } from '../../application/waiting-list/waiting-list-desk.use-case';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { holdHoursOf } from '../../domain/waiting-list/waiting-list';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { RegistrationForm } from '../registration/registration-form';
import { formRefusal } from '../registration/form-refusal';

const REFUSALS: Partial<Record<JoinListOutcome['kind'], string>> = {
  'already-registered': 'This e-mail already holds a ticket for this event: there is no need to wait for one.',
  'already-waiting': 'This e-mail is on the waiting list for this event already. Open the link in the message we sent you to see your place.',
  closed: 'The waiting list of this event is closed.',
  ended: 'This event is over.',
  'unknown-event': 'This event no longer exists.',
};

const refusalFor = (outcome: Exclude<JoinListOutcome, { kind: 'joined' }>) => formRefusal(outcome, REFUSALS);

const JOIN = { idle: 'Join the waiting list', busy: 'Joining…' };

/** A full event's form: the same answers as registering, for a place in its line. */
export function JoinWaitingList({ event, initialValues }: { event: EventDocument; initialValues?: Record<string, string> }) {
  const desk = useService(TOKENS.waitingListDesk);
  const popup = usePopup();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  // A seat held for someone whose hold ended goes on now: to the next in line, or back to everyone.
  useEffect(() => {
    desk.passEndedHolds(event).catch((error: unknown) => console.error('Ended holds could not be passed on:', error));
  }, [desk, event]);

  async function submit(values: Record<string, string>) {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await desk.join(event.id, values);
      if (outcome.kind === 'joined') {
        popup.show({ kind: 'success', text: `You are on the waiting list: number ${outcome.numberInLine}.` });
        void navigate(`/waiting/${encodeURIComponent(outcome.entryId)}`);
        return;
      }
      setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
      setRefusal(refusalFor(outcome));
    } catch (error) {
      popup.show({ kind: 'error', text: `You were not added to the waiting list: ${error instanceof Error ? error.message : String(error)}. Nothing was saved; check your connection and try again.` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="join-waiting-list-title">
      <h2 id="join-waiting-list-title">Join the waiting list</h2>
      <p>
        When a seat frees, it is offered to the first person waiting and held for them for {holdHoursOf(event)} hours. We write to you when you join and when a seat is
        held for you.
      </p>
      {refusal && (
        <div role="alert" className="alert alert--error">
          <p>{refusal}</p>
        </div>
      )}
      <RegistrationForm kind={event.kind} busy={busy} errors={errors} onSubmit={(values) => void submit(values)} submitLabel={JOIN} initialValues={initialValues} />
    </section>
  );
}
