import { assign, fromPromise } from 'xstate';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { Clock } from '../ports/clock.port';
import { latestCode, SAME_CODE_IGNORED_MS, scannerMachine, type CheckInRequest, type ScanOutcome } from './scanner.machine';
import type { TicketCandidate } from './door-list';

export type ScannerEffects = {
  checkIn: (request: CheckInRequest) => Promise<CheckInOutcome>;
  search: (query: string) => Promise<TicketCandidate[]>;
  clock: Clock;
  playSound: (outcome: ScanOutcome) => void;
};

/** The scanner machine with its effects: check-in and search for the chosen event, clock, sound. */
export function provideScannerEffects(effects: ScannerEffects) {
  return scannerMachine.provide({
    actors: {
      checkIn: fromPromise<CheckInOutcome, CheckInRequest>(({ input }) => effects.checkIn(input)),
      searchTickets: fromPromise<TicketCandidate[], { query: string }>(({ input }) => effects.search(input.query)),
    },
    guards: {
      isRecentCode: ({ context, event }) =>
        event.type === 'CODE_DETECTED' &&
        context.recentCodes.some((code) => code.text === event.text && effects.clock.now().getTime() - code.at < SAME_CODE_IGNORED_MS),
    },
    actions: {
      rememberCode: assign(({ context, event }) => {
        const at = effects.clock.now().getTime();
        const recent = context.recentCodes.filter((other) => at - other.at < SAME_CODE_IGNORED_MS);
        if (event.type !== 'CODE_DETECTED') return { recentCodes: recent };
        return { recentCodes: [...recent.filter((other) => other.text !== event.text), { text: event.text, at }] };
      }),
      rememberCodeShown: assign(({ context }) => {
        const latest = latestCode(context);
        // A lookup from the search has no code in view; one from a code is of the latest code read.
        if (!latest || context.request?.method !== 'qr') return {};
        return { recentCodes: [...context.recentCodes.slice(0, -1), { ...latest, at: effects.clock.now().getTime() }] };
      }),
      markRequestTime: assign({ requestedAt: () => effects.clock.now().getTime() }),
      playSound: (_, { outcome }) => effects.playSound(outcome),
    },
  });
}

export type ProvidedScannerMachine = ReturnType<typeof provideScannerEffects>;
