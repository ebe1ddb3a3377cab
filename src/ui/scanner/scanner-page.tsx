import { useEffect, useId, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import { isCheckInOpen, type EventDocument } from '../../domain/events/event';
import type { SettingsDocument } from '../../domain/settings/settings';
import { useService } from '../app/services';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { rememberEventId, rememberedEventId } from './device-preferences';
import { unlockSound } from './outcome-sound';
import { ScannerStation } from './scanner-station';
import type { DoorPassKind } from '../../domain/check-in/door-pass';
import { isDoorOnly } from '../../domain/session/roles';
import { useSession } from '../session/session-context';

/** The scanner's event: what this device chose last, else the settings' default, else the first open today. */
function initialEventId(events: EventDocument[], settings: SettingsDocument | null): string {
  const known = (id: string | null | undefined) => (id && events.some((event) => event.id === id) ? id : null);
  const today = events.filter((event) => isCheckInOpen(event, new Date()));
  return known(rememberedEventId()) ?? known(settings?.defaultScannerEventId) ?? today[0]?.id ?? events[0]?.id ?? '';
}

/** Door staff have no admin area to sign out from: the scanner offers it (which wipes the door's lists). */
function DoorStaffAccount() {
  const { session, status, signOut } = useSession();
  if (!session || !isDoorOnly(session)) return null;
  return (
    <p className="account account--inline">
      Signed in as <strong>{session.email}</strong> (door staff).{' '}
      <button type="button" className="button button--secondary" onClick={signOut} disabled={status === 'signingOut'}>
        {status === 'signingOut' ? 'Signing out…' : 'Sign out'}
      </button>
    </p>
  );
}

/** `/scanner` (administrators and door staff): the door. */
export function ScannerPage() {
  const timeline = useEventTimeline();
  const appSettings = useService(TOKENS.appSettings);
  const [settings, setSettings] = useState<SettingsDocument | null>(null);
  const [eventId, setEventId] = useState<string | null>(null);
  const [soundOn, setSoundOn] = useState<boolean | null>(null);
  const [mode, setMode] = useState<DoorPassKind>('entry');
  const id = useId();

  useEffect(() => appSettings.watch(setSettings, () => undefined), [appSettings]);
  const events = timeline.status === 'ready' ? timeline.value.upcoming : [];
  const chosen = eventId ?? (timeline.status === 'ready' && settings ? initialEventId(events, settings) : null);
  const event = events.find((candidate) => candidate.id === chosen);

  return (
    <section aria-labelledby={`${id}-title`} onPointerDown={unlockSound} onKeyDown={unlockSound}>
      <title>Scan tickets · Rollcall</title>
      <h1 id={`${id}-title`}>Scan tickets</h1>
      <DoorStaffAccount />
      <LiveNotice live={timeline} what="the events" />
      {timeline.status === 'error' && <LoadFailed what="The events" message={timeline.message} onRetry={timeline.retry} />}
      {timeline.status === 'ready' && events.length === 0 && <p className="empty-state">There is no upcoming event to check people in to.</p>}
      {timeline.status === 'ready' && events.length > 0 && (
        <div className="scanner__options">
          <div className="field">
            <label htmlFor={`${id}-event`}>Event</label>
            <select
              id={`${id}-event`}
              value={chosen ?? ''}
              onChange={(change) => {
                rememberEventId(change.target.value);
                setEventId(change.target.value);
              }}
            >
              {events.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title} · {formatEventTime(candidate.startsAt, candidate.endsAt)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="scanner__mode">
            <legend>Each scan is</legend>
            {(['entry', 'exit'] as const).map((choice) => (
              <label key={choice} className="checkbox">
                <input type="radio" name={`${id}-mode`} value={choice} checked={mode === choice} onChange={() => setMode(choice)} />
                {choice === 'entry' ? 'An entry' : 'An exit'}
              </label>
            ))}
          </fieldset>
          <label className="checkbox">
            <input type="checkbox" checked={soundOn ?? settings?.scannerSound ?? true} onChange={(change) => setSoundOn(change.target.checked)} />
            Sound for each scan
          </label>
        </div>
      )}
      {event && mode === 'exit' && (
        <p className="notice" role="status">
          Exit mode: each scan records that someone goes out.{' '}
          {event.reEntry ? 'They may come back in (this event allows re-entry).' : 'This event does not allow coming back in.'}
        </p>
      )}
      {event && <ScannerStation key={event.id} event={event} soundOn={soundOn ?? settings?.scannerSound ?? true} mode={mode} />}
    </section>
  );
}
