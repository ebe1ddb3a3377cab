import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AppOnDevice } from '../../application/ports/app-updates.port';
import { StorePermissionError } from '../../application/ports/store-errors';
import type { DoorListState } from '../../application/scanner/door-list';
import { useEventZone } from '../shared/event-zone';
import { reasonOf } from '../shared/error-reason';
import { formatTime } from '../shared/format';

type StatusProps = { state: DoorListState; online: boolean; app: AppOnDevice };

/**
 * Whether this door can work without the network: its list copying, ready (and how new), or
 * not; and "ready offline" only once the app itself is saved too, since a door whose list is
 * held but whose app is not cannot be reloaded without network.
 */
export function DoorListStatus({ state, online, app }: StatusProps) {
  const zone = useEventZone();
  if (state.error) {
    const reason = reasonOf(state.error);
    const meanwhile = state.tickets === null ? t`Scanning needs the network until they are.` : t`It uses the list it holds meanwhile.`;
    return (
      <p role="alert" className="notice notice--error door-list">
        <strong>
          <Trans>The tickets could not be copied to this device:</Trans>
        </strong>{' '}
        {reason}. {meanwhile}
        {state.error instanceof StorePermissionError && (
          <> {t`Ask an administrator whether this account may still scan at this event, then sign in again.`}</>
        )}
      </p>
    );
  }
  if (state.copying) {
    const { copied: copiedCount, total: totalCount } = state.copying;
    const copied = i18n.number(copiedCount);
    const total = totalCount === null ? null : i18n.number(totalCount);
    return (
      <div role="status" className="door-list">
        <label>
          {total === null ? (
            <Trans>Copying tickets to this device…</Trans>
          ) : (
            <Trans>
              Copying tickets to this device: {copied} of {total}
            </Trans>
          )}
          {/* Without a value, a progress bar says the amount is not known yet. */}
          {totalCount === null ? <progress /> : <progress value={copiedCount} max={Math.max(totalCount, 1)} />}
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
  const held = `${plural(state.tickets, { one: '# ticket', other: '# tickets' })}, ${state.live ? t`kept up to date` : t`updated ${updated}`}`;
  if (app === 'kept') {
    return (
      <p role="status" className="door-list door-list--ready">
        <strong>
          <Trans>✓ Ready offline:</Trans>
        </strong>{' '}
        {held}
      </p>
    );
  }
  return (
    <div role="status" className="door-list">
      <p>
        <strong>
          <Trans>Tickets on this device:</Trans>
        </strong>{' '}
        {held}
      </p>
      <AppNotSaved app={app} online={online} />
    </div>
  );
}

/** Why the door is not ready offline although its list is: the app is not saved, and what to do meanwhile. */
function AppNotSaved({ app, online }: { app: Exclude<AppOnDevice, 'kept'>; online: boolean }) {
  if (app === 'impossible') {
    return (
      <p className="notice">
        <Trans>
          <strong>This browser cannot save the app on this device</strong> (a private window, or a page not served over HTTPS). Scanning
          works without network, but do not reload or close this page until the network is back.
        </Trans>
      </p>
    );
  }
  return (
    <p className="notice">
      {online ? (
        <Trans>
          <strong>Saving the app on this device…</strong> Until it is saved, reloading this page needs the network: keep the device
          connected for a moment.
        </Trans>
      ) : (
        <Trans>
          <strong>The app is not saved on this device yet.</strong> Scanning works without network, but do not reload or close this page
          until the network is back.
        </Trans>
      )}
    </p>
  );
}
