import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';

/**
 * Offers a new version of the app once it is installed, and never swaps it in by itself: a door
 * scanning a queue, or a person half-way through a form, updates when they choose.
 */
export function UpdateOffer() {
  const updates = useService(TOKENS.appUpdates);
  const [waiting, setWaiting] = useState(false);
  const [updating, setUpdating] = useState(false);
  useEffect(() => updates.watch(setWaiting), [updates]);
  if (!waiting) return null;
  return (
    <div role="status" className="notice update-offer">
      <p>
        <Trans>
          <strong>A new version of Rollcall is ready.</strong> This page keeps working as it is; update when it suits you (the page
          reloads).
        </Trans>
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void updates.update();
        }}
      >
        {updating ? t`Updating…` : t`Update now`}
      </button>
    </div>
  );
}
