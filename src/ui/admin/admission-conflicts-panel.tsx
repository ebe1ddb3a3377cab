import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TOKENS } from '../../application/tokens';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import type { EventDocument } from '../../domain/events/event';
import { useService } from '../app/services';
import { ConflictReport } from '../scanner/conflict-report';
import { formatDateTime } from '../shared/format';
import { LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';

const noneIsFine = () => false;

type Events = ReadonlyMap<string, Pick<EventDocument, 'title' | 'timeZone'>>;

/** The conflicts doors found after a time without network, per event or all, at each event's hour; live. */
export function AdmissionConflictsPanel({ eventId, events }: { eventId: string | null; events: Events }) {
  const settlement = useService(TOKENS.settleOfflineAdmissions);
  const conflicts = useLive<AdmissionConflict[]>(
    (onChange, onError) => settlement.conflicts(eventId, { update: (value) => onChange(value, { confirmed: true }), error: onError }),
    [settlement, eventId],
    noneIsFine,
  );
  if (conflicts.status === 'error')
    return <LoadFailed what={t`The conflicts of offline doors`} message={conflicts.message} onRetry={conflicts.retry} />;
  if (conflicts.status !== 'ready') return null;
  return (
    <ConflictReport
      conflicts={conflicts.value}
      zoneOf={(conflict) => events.get(conflict.eventId)?.timeZone}
      lead={(conflict) => {
        const event = events.get(conflict.eventId);
        return (
          <>
            <strong>{event?.title ?? t`A deleted event`}</strong>, <Noticed at={formatDateTime(conflict.noticedAt, event?.timeZone)} />{' '}
          </>
        );
      }}
    >
      <p>
        <Trans>
          The person went through the door each time; the server keeps one check-in per ticket, and one record of each exit and re-entry.
          Look at who came in, and undo a check-in below if needed.
        </Trans>
      </p>
    </ConflictReport>
  );
}

function Noticed({ at }: { at: string }) {
  return <Trans>noticed {at}:</Trans>;
}
