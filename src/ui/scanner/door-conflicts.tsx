import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { useService } from '../app/services';
import { ConflictReport } from './conflict-report';
import { reasonOf } from '../shared/error-reason';

/** How soon a settling that failed is tried again while the device says it is online. */
const SETTLE_RETRY_MS = 15_000;

/**
 * Back online, the door asks the server what became of its admissions without network, and
 * shows every door's conflicts for the event: the same ticket let in at two doors, or a ticket
 * let in that the server does not accept.
 */
export function DoorConflicts({ eventId }: { eventId: string }) {
  const settlement = useService(TOKENS.settleOfflineAdmissions);
  const status = useService(TOKENS.syncStatus);
  const [conflicts, setConflicts] = useState<AdmissionConflict[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () => settlement.conflicts(eventId, { update: setConflicts, error: (error) => setFailure(error.message) }),
    [settlement, eventId],
  );
  useEffect(() => {
    let online = false;
    let pending = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(retry);
      settlement.settle().then(
        () => setFailure(null),
        (error: unknown) => {
          setFailure(reasonOf(error));
          // The device may say it is online and not be (a captive portal, a weak signal).
          retry = setTimeout(() => online && attempt(), SETTLE_RETRY_MS);
        },
      );
    };
    const stop = status.watch(eventId, (state) => {
      // Back online, and again once the check-ins queued here have been answered.
      const cameOnline = state.online && !online;
      const queueAnswered = state.online && pending > 0 && state.pendingCheckIns === 0;
      online = state.online;
      pending = state.pendingCheckIns;
      if (cameOnline || queueAnswered) attempt();
    });
    return () => {
      stop();
      clearTimeout(retry);
    };
  }, [status, settlement, eventId]);

  return (
    <div aria-live="polite">
      {failure && (
        <p className="notice notice--error">
          <strong>
            <Trans>The admissions made without network could not be compared with the server yet:</Trans>
          </strong>{' '}
          <Trans>{failure}. This device tries again when it is back online.</Trans>
        </p>
      )}
      <ConflictReport conflicts={conflicts} />
    </div>
  );
}
