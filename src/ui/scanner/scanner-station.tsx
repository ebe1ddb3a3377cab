import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { DoorList, TicketCandidate } from '../../application/scanner/door-list';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import type { DoorPassKind } from '../../domain/check-in/door-pass';
import { useService } from '../app/services';
import { OutcomePanel } from '../check-in/outcome-panel';
import { CameraPanel } from './camera-panel';
import { ManualSearch } from './manual-search';
import { ScanHistory } from './scan-history';
import { AttendanceCount, SyncBanner } from './scanner-status';
import { useCamera } from './use-camera';
import { useDecoderReady, type DecoderState } from './use-decoder-ready';
import { useFrameScanner } from './use-frame-scanner';
import { useScanner } from './use-scanner';
import { useDoorList } from './use-door-list';
import { useAppOnDevice } from '../shared/use-app-on-device';
import { useKeyboardWedge } from './use-keyboard-wedge';
import { DoorListStatus } from './door-list-status';
import { DoorConflicts } from './door-conflicts';
import { NotTodayWarning } from './not-today-warning';
import { useIsEventDay } from './use-event-day';
import { WalkInPanel } from './walk-in-panel';
import { useSession } from '../session/session-context';
import { EventZone } from '../shared/event-zone';

const IDLE_TEXT: Record<DecoderState, MessageDescriptor> = {
  loading: msg`Getting the QR reader ready…`,
  ready: msg`Ready: show a ticket to the camera.`,
  unavailable: msg`The QR reader could not load: no connection? It tries again by itself. Finding people by name works meanwhile.`,
};

/** Measured by the benchmark: from grabbing a frame that holds a code to its result on screen. */
export const SCAN_TO_RESULT_MEASURE = 'rollcall:scan-to-result';

type StationProps = { event: EventDocument; soundOn: boolean; mode?: DoorPassKind };

/**
 * One event's door: its list's state, then camera, result, counter, manual search and last
 * scans. An event that is not today asks staff first (its list is prepared meanwhile): scanning
 * for the wrong event would admit people on the wrong day.
 */
export function ScannerStation({ event, soundOn, mode = 'entry' }: StationProps) {
  const clock = useService(TOKENS.clock);
  // On the event's day(s) at once; on another day once staff confirm. A confirmation lasts until
  // the event's day begins, so a door left on past its event's last day asks again.
  const onEventDay = useIsEventDay(event, clock);
  const [confirmed, setConfirmed] = useState(false);
  const [wasEventDay, setWasEventDay] = useState(onEventDay);
  if (wasEventDay !== onEventDay) {
    setWasEventDay(onEventDay);
    if (onEventDay) setConfirmed(false);
  }
  const scanning = onEventDay || confirmed;
  const door = useDoorList(event);
  const app = useAppOnDevice();
  return (
    <EventZone zone={event.timeZone}>
      <div className="scanner">
        <SyncBanner eventId={event.id} />
        <DoorListStatus state={door.state} online={door.online} app={app} />
        <DoorConflicts eventId={event.id} />
        {scanning ? (
          <ScanningDesk event={event} list={door.list} soundOn={soundOn} mode={mode} />
        ) : (
          <NotTodayWarning event={event} onConfirm={() => setConfirmed(true)} />
        )}
      </div>
    </EventZone>
  );
}

/** Camera, handheld scanner, result, counter, manual search and the last scans. */
function ScanningDesk({ event, list, soundOn, mode }: StationProps & { list: DoorList }) {
  const { i18n } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const decoder = useService(TOKENS.frameDecoder);
  const decoderState = useDecoderReady(decoder);
  const { actor, snapshot, device, now } = useScanner(event, list, soundOn, mode);
  const { session } = useSession();
  // The frame that started the lookup now under way, for the frame-to-result measure.
  const frameOfRead = useRef<number | null>(null);

  useFrameScanner(video, camera.state.status === 'running' && decoderState === 'ready', decoder, (text, frameAt) => {
    const at = now();
    actor.send({ type: 'CODE_DETECTED', text, at });
    // Only a code the machine reads starts a lookup at this time; one still in view does not.
    if (actor.getSnapshot().context.requestedAt === at) frameOfRead.current = frameAt;
  });

  useKeyboardWedge((text) => actor.send({ type: 'CODE_DETECTED', text, at: now() }));

  const { result, history, candidates, selected, searchError } = snapshot.context;
  const latest = history[0];
  useEffect(() => {
    const frameAt = frameOfRead.current;
    frameOfRead.current = null;
    if (latest && frameAt !== null) performance.measure(SCAN_TO_RESULT_MEASURE, { start: frameAt, end: performance.now() });
  }, [latest]);

  const manualMode = snapshot.matches({ manual: 'searching' })
    ? 'searching'
    : snapshot.matches({ manual: 'choosing' })
      ? 'choosing'
      : snapshot.matches({ manual: 'confirming' })
        ? 'confirming'
        : 'idle';

  return (
    <>
      <div className="scanner__grid">
        <div>
          <CameraPanel
            video={video}
            state={camera.state}
            onRestart={(deviceId) => void camera.start(deviceId)}
            onTorch={(on) => void camera.setTorch(on)}
          />
          <AttendanceCount eventId={event.id} />
          <p className="scanner__device">
            <Trans>This device: {device}</Trans>
          </p>
          <p className="scanner__hint">
            <Trans>A handheld barcode scanner works too: scan at any time, nothing to click first.</Trans>
          </p>
        </div>
        <div>
          <div className="scan-result" aria-live="assertive" aria-atomic="true">
            {snapshot.matches('lookingUp') && (
              <p className="outcome outcome--pending">
                <Trans>Checking…</Trans>
              </p>
            )}
            {!snapshot.matches('lookingUp') && result && <OutcomePanel outcome={result} audience="staff" large />}
            {!snapshot.matches('lookingUp') && !result && <p className="scan-result__idle">{i18n._(IDLE_TEXT[decoderState])}</p>}
          </div>
          {snapshot.matches('awaitingDecision') && (
            <div className="scan-decision">
              <button type="button" className="button" onClick={() => actor.send({ type: 'ADMIT_ANYWAY', at: now() })}>
                <Trans>Admit anyway</Trans>
              </button>{' '}
              <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'DISMISS' })}>
                <Trans>Do not admit</Trans>
              </button>
            </div>
          )}
          <ManualSearch
            mode={manualMode}
            candidates={candidates}
            selected={selected}
            error={searchError}
            onSearch={(query) => actor.send({ type: 'SEARCH', query })}
            onPick={(candidate: TicketCandidate) => actor.send({ type: 'PICK', candidate })}
            onConfirm={() => actor.send({ type: 'CONFIRM', at: now() })}
            onCancel={() => actor.send({ type: 'CANCEL' })}
          />
          {session?.admin && <WalkInPanel event={event} device={device} />}
        </div>
      </div>
      <ScanHistory records={history} />
    </>
  );
}
