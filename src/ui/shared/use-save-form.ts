import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstError } from './field';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { reasonOf } from './error-reason';

type SaveOutcomeLike = { kind: 'saved' } | { kind: 'invalid'; errors: Record<string, string> } | { kind: string };

/**
 * The submit of an admin form panel: busy while saving, closes when saved, otherwise keeps what
 * was typed and shows the field errors (focusing the first) and one sentence for the rest.
 */
export function useSaveForm<Outcome extends SaveOutcomeLike>(
  save: () => Promise<Outcome>,
  onClose: () => void,
  problemFor: (outcome: Outcome) => string | null,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstError(form.current, errors), [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await save();
      if (outcome.kind === 'saved') return onClose();
      setErrors('errors' in outcome ? outcome.errors : {});
      setProblem(problemFor(outcome));
    } catch (error) {
      if (error instanceof StoreUnconfirmedError) {
        // Sent but not answered: it may land yet, so "not saved" would not be true.
        const reason = reasonOf(error.reason);
        setProblem(
          t`Not confirmed: ${reason}. The change may still be saved once the connection works: look again before saving it again.`,
        );
      } else {
        const reason = reasonOf(error);
        setProblem(t`Not saved: ${reason}. Try again.`);
      }
    } finally {
      setBusy(false);
    }
  }

  return { errors, problem, busy, form, submit };
}
