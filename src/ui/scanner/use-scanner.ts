import { t } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DoorPassKind } from '../../domain/check-in/door-pass';
import { provideScannerEffects } from '../../application/scanner/scanner-effects';
import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import { TOKENS } from '../../application/tokens';
import { DoorListNotHeldError, type DoorList, type TicketCandidate } from '../../application/scanner/door-list';
import type { EventDocument } from '../../domain/events/event';
import { useService } from '../app/services';
import { useSession } from '../session/session-context';
import { playOutcomeSound } from './outcome-sound';

/** A search the door could not answer, in the staff's language where the reason is the door's own. */
function searchFailure(error: unknown): TicketCandidate[] {
  if (error instanceof DoorListNotHeldError)
    throw new Error(t`this device does not hold the event’s list yet; search again once the door says it is ready`);
  throw error;
}

/** The scanner machine for one event, with its effects wired to this device and this staff member. */
export function useScanner(event: EventDocument, list: DoorList, soundOn: boolean, mode: DoorPassKind = 'entry') {
  const doorCheckIn = useService(TOKENS.doorCheckIn);
  const clock = useService(TOKENS.clock);
  const { session } = useSession();
  const doorDevice = useService(TOKENS.doorDevice);
  const [device] = useState(() => doorDevice.name());
  // Entry or exit is read when a code arrives: switching it keeps the machine and its history.
  const modeNow = useRef(mode);
  // The event too: an administrator's change (re-entry allowed) applies to the next scan.
  const eventNow = useRef(event);
  useEffect(() => {
    eventNow.current = event;
  }, [event]);
  // And the sound switch: toggling it must not build another machine.
  const soundNow = useRef(soundOn);
  useEffect(() => {
    soundNow.current = soundOn;
  }, [soundOn]);

  const machine = useMemo(
    () =>
      provideScannerEffects({
        checkIn: (request) => {
          const staff = { by: session?.uid ?? 'staff', device };
          const current = eventNow.current;
          if (modeNow.current === 'exit') return doorCheckIn.checkOut(current, list, request, staff);
          return request.anyway
            ? doorCheckIn.admitAnyway(current, list, request, staff)
            : doorCheckIn.checkIn(current, list, request, staff);
        },
        search: (query) => doorCheckIn.find(eventNow.current, list, query).catch(searchFailure),
        clock,
        playSound: (outcome: ScanOutcome) => soundNow.current && playOutcomeSound(outcome),
      }),
    // One machine per door list (one per event) and staff member; the sound switch, the mode
    // and the event's settings are read when they are needed.
    [doorCheckIn, list, clock, session?.uid, device],
  );
  const actor = useActorRef(machine, { input: { origin: window.location.origin } });
  useEffect(() => {
    if (modeNow.current === mode) return;
    modeNow.current = mode;
    actor.send({ type: 'MODE_CHANGED' });
  }, [mode, actor]);
  const snapshot = useSelector(actor, (state) => state);
  /** The time the events that start a lookup carry. */
  const now = useCallback(() => clock.now().getTime(), [clock]);
  return { actor, snapshot, device, now };
}
