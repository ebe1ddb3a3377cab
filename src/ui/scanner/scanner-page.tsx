import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import { isCheckInOpen, type EventDocument } from '../../domain/events/event';
import type { SettingsDocument } from '../../domain/settings/settings';
import { useService } from '../app/services';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { unlockSound } from './outcome-sound';
import { doorEvents } from './door-events';
import { ScannerStation } from './scanner-station';
import type { DoorPassKind } from '../../domain/check-in/door-pass';
import { isDoorOnly } from '../../domain/session/roles';
import { useSession } from '../session/session-context';

/** The scanner's event: what this device chose last, else the settings' default, else the first open today. */
function initialEventId(events: EventDocument[], settings: SettingsDocument | null, remembered: string | null, now: Date): string {
  const known = (id: string | null | undefined) => (id && events.some((event) => event.id === id) ? id : null);
  const today = events.filter((event) => isCheckInOpen(event, now));
  return known(remembered) ?? known(settings?.defaultScannerEventId) ?? today[0]?.id ?? events[0]?.id ?? '';
}

/** Door staff have no admin area to sign out from: the scanner offers it (which wipes the door's lists). */
function DoorStaffAccount() {
  const { session, status, signOut } = useSession();
  const { t } = useLingui();
  if (!session || !isDoorOnly(session)) return null;
  const email = session.email;
  return (
    <p className="account account--inline">
      <Trans>
        Signed in as <strong>{email}</strong> (door staff).
      </Trans>{' '}
      <button type="button" className="button button--secondary" onClick={signOut} disabled={status === 'signingOut'}>
        {status === 'signingOut' ? t`Signing out…` : t`Sign out`}
      </button>
    </p>
  );
}

/** `/scanner` (administrators and door staff): the door. */
export function ScannerPage() {
  const timeline = useEventTimeline();
  const appSettings = useService(TOKENS.appSettings);
  const doorDevice = useService(TOKENS.doorDevice);
  const clock = useService(TOKENS.clock);
  const [settings, setSettings] = useState<SettingsDocument | null>(null);
  const [eventId, setEventId] = useState<string | null>(null);
  const [soundOn, setSoundOn] = useState<boolean | null>(null);
  const [mode, setMode] = useState<DoorPassKind>('entry');
  const id = useId();
  const { t } = useLingui();

  useEffect(() => appSettings.watch(setSettings, () => undefined), [appSettings]);
  const now = clock.now();
  const events = timeline.status === 'ready' ? doorEvents(timeline.value, eventId, now) : [];
  const chosen =
    eventId ?? (timeline.status === 'ready' && settings ? initialEventId(events, settings, doorDevice.rememberedEventId(), now) : null);
  // The door keeps the event it opened with, also once it has ended (doorEvents).
  if (eventId === null && chosen) setEventId(chosen);
  const event = events.find((candidate) => candidate.id === chosen);

  return (
    <section aria-labelledby={`${id}-title`} onPointerDown={unlockSound} onKeyDown={unlockSound}>
      <title>{t`Scan tickets · Rollcall`}</title>
      <h1 id={`${id}-title`}>
        <Trans>Scan tickets</Trans>
      </h1>
      <DoorStaffAccount />
      <LiveNotice live={timeline} what={t`the events`} />
      {timeline.status === 'error' && <LoadFailed what={t`The events`} message={timeline.message} onRetry={timeline.retry} />}
      {timeline.status === 'ready' && events.length === 0 && (
        <p className="empty-state">
          <Trans>There is no upcoming event to check people in to.</Trans>
        </p>
      )}
      {timeline.status === 'ready' && events.length > 0 && (
        <div className="scanner__options">
          <div className="field">
            <label htmlFor={`${id}-event`}>
              <Trans>Event</Trans>
            </label>
            <select
              id={`${id}-event`}
              value={chosen ?? ''}
              onChange={(change) => {
                doorDevice.rememberEventId(change.target.value);
                setEventId(change.target.value);
              }}
            >
              {events.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title} · {formatEventTime(candidate)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="scanner__mode">
            <legend>
              <Trans>Each scan is</Trans>
            </legend>
            {(['entry', 'exit'] as const).map((choice) => (
              <label key={choice} className="checkbox">
                <input type="radio" name={`${id}-mode`} value={choice} checked={mode === choice} onChange={() => setMode(choice)} />
                {choice === 'entry' ? t`An entry` : t`An exit`}
              </label>
            ))}
          </fieldset>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={soundOn ?? settings?.scannerSound ?? true}
              onChange={(change) => setSoundOn(change.target.checked)}
            />
            <Trans>Sound for each scan</Trans>
          </label>
        </div>
      )}
      {event && mode === 'exit' && (
        <p className="notice" role="status">
          <Trans>Exit mode: each scan records that someone goes out.</Trans>{' '}
          {event.reEntry ? t`They may come back in (this event allows re-entry).` : t`This event does not allow coming back in.`}
        </p>
      )}
      {event && <ScannerStation key={event.id} event={event} soundOn={soundOn ?? settings?.scannerSound ?? true} mode={mode} />}
    </section>
  );
}
