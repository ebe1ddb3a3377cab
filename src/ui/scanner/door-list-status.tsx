import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { DoorListState } from '../../application/scanner/door-list';
import { useEventZone } from '../shared/event-zone';
import { formatTime } from '../shared/format';

/** Whether this door can work without the network: copying, ready (and how new), or not. */
export function DoorListStatus({ state, online }: { state: DoorListState; online: boolean }) {
  const zone = useEventZone();
  if (state.error) {
    const reason = state.error;
    return (
      <p role="alert" className="notice notice--error door-list">
        <strong>
          <Trans>The tickets could not be copied to this device:</Trans>
        </strong>{' '}
        {reason}. {state.tickets === null ? t`Scanning needs the network until they are.` : t`It uses the list it holds meanwhile.`}
      </p>
    );
  }
  if (state.copying) {
    const copied = i18n.number(state.copying.copied);
    const total = i18n.number(state.copying.total);
    return (
      <div role="status" className="door-list">
        <label>
          <Trans>
            Copying tickets to this device: {copied} of {total}
          </Trans>
          <progress value={state.copying.copied} max={Math.max(state.copying.total, 1)} />
        </label>
        {state.copying.waitingForNetwork && (
          <p className="notice">
            <strong>
              <Trans>No connection to the server.</Trans>
            </strong>{' '}
            <Trans>
              The copy goes on from here by itself once the network is back; keep this page open. Scanning needs the network until the copy
              is done.
            </Trans>
          </p>
        )}
      </div>
    );
  }
  if (state.tickets === null) {
    return (
      <p role="status" className="notice door-list">
        {online
          ? t`Getting the tickets ready on this device…`
          : t`This device holds no list for this event: connect it to the network to prepare the door.`}
      </p>
    );
  }
  const updated = state.updatedAt ? formatTime(state.updatedAt, zone) : '—';
  return (
    <p role="status" className="door-list door-list--ready">
      <strong>
        <Trans>✓ Ready offline:</Trans>
      </strong>{' '}
      {plural(state.tickets, { one: '# ticket', other: '# tickets' })}, {state.live ? t`kept up to date` : t`updated ${updated}`}
    </p>
  );
}
