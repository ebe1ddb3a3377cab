import { fromPromise } from 'xstate';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { Clock } from '../ports/clock.port';
import { failure, scannerMachine, type CheckInRequest, type LookupResult, type ScanOutcome } from './scanner.machine';
import type { TicketCandidate } from './door-list';

export type ScannerEffects = {
  checkIn: (request: CheckInRequest) => Promise<CheckInOutcome>;
  search: (query: string) => Promise<TicketCandidate[]>;
  /** When a lookup's result came back: the camera counts its code as seen from then. */
  clock: Clock;
  playSound: (outcome: ScanOutcome) => void;
};

/** The scanner machine with its effects: check-in and search for the chosen event, sound. */
export function provideScannerEffects(effects: ScannerEffects) {
  return scannerMachine.provide({
    actors: {
      checkIn: fromPromise<LookupResult, CheckInRequest>(async ({ input }) => {
        const outcome = await effects.checkIn(input).catch(failure);
        return { outcome, at: effects.clock.now().getTime() };
      }),
      searchTickets: fromPromise<TicketCandidate[], { query: string }>(({ input }) => effects.search(input.query)),
    },
    actions: { playSound: (_, { outcome }) => effects.playSound(outcome) },
  });
}

export type ProvidedScannerMachine = ReturnType<typeof provideScannerEffects>;
