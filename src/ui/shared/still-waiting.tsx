import { useLingui } from '@lingui/react/macro';
import { useStillWaiting } from './use-still-waiting';

/** Under a form's button: says, in a live region always present so it is announced, that a long send is still under way. */
export function StillWaiting({ busy }: { busy: boolean }) {
  const stillWaiting = useStillWaiting(busy);
  const { t } = useLingui();
  return (
    <p className="form__waiting" role="status">
      {stillWaiting && t`The server has not answered yet. Keep this page open: you will be told what became of it.`}
    </p>
  );
}
