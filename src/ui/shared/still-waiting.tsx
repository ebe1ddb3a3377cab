import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStillWaiting } from './use-still-waiting';

/** What a page says of a send still under way after long: under a form's button, or in the popup of a table's row. */
export const STILL_WAITING_TEXT = msg`The server has not answered yet. Keep this page open: you will be told what became of it.`;

/**
 * Under a form's button: says, in a live region always present so it is announced, that a long
 * send is still under way. `progress`, for a send in steps, starts the wait again at each step.
 */
export function StillWaiting({ busy, progress }: { busy: boolean; progress?: number }) {
  const stillWaiting = useStillWaiting(busy, { progress });
  const { i18n } = useLingui();
  return (
    <p className="form__waiting" role="status">
      {stillWaiting && i18n._(STILL_WAITING_TEXT)}
    </p>
  );
}
