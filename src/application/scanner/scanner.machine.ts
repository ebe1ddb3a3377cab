import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import { readTicketCode } from '../../domain/registrations/ticket';
import type { TicketCandidate } from './door-list';

/** A scan's result on this device: a check-in outcome, or the write itself failing. */
export type ScanOutcome = CheckInOutcome | { kind: 'failed'; message: string };
export type ScanMethod = 'qr' | 'manual';
export type ScanRecord = { id: number; at: number; method: ScanMethod; outcome: ScanOutcome };
/** `anyway`: staff chose "Admit anyway" for a ticket missing from the door's list. */
export type CheckInRequest = { ticketId: string; method: ScanMethod; anyway?: boolean };

export const SAME_CODE_IGNORED_MS = 3000;

/** The code read last, if it was read in the last SAME_CODE_IGNORED_MS. */
export const latestCode = (context: Pick<ScannerContext, 'recentCodes'>) => context.recentCodes.at(-1) ?? null;
export const RESULT_SHOWN_MS = 2500;
export const HISTORY_LENGTH = 20;

export type ScannerContext = {
  origin: string;
  /**
   * Codes read in the last SAME_CODE_IGNORED_MS, by any reader, the latest last (`latestCode`):
   * a camera still seeing one ticket while a handheld scanner reads another must not read the
   * first again.
   */
  recentCodes: Array<{ text: string; at: number }>;
  request: CheckInRequest | null;
  /** When the current lookup started (provided clock): the time shown in the history. */
  requestedAt: number;
  result: ScanOutcome | null;
  history: ScanRecord[];
  query: string;
  candidates: TicketCandidate[];
  selected: TicketCandidate | null;
  searchError: string | null;
};

export type ScannerEvent =
  | { type: 'CODE_DETECTED'; text: string }
  | { type: 'SEARCH'; query: string }
  | { type: 'PICK'; candidate: TicketCandidate }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** Let in the ticket that was not on the door's list, recorded as such. */
  | { type: 'ADMIT_ANYWAY' }
  /** Leave the result that waits for a decision (not admitted). */
  | { type: 'DISMISS' }
  /** Entry or exit chosen: the code still in view means the other step now, so it is read again. */
  | { type: 'MODE_CHANGED' };

function notProvided(name: string): never {
  throw new Error(`The scanner machine's "${name}" effect was not provided.`);
}

function failure(error: unknown): ScanOutcome {
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The door: ready → code read → looking up → a result → ready again,
 * and a manual path (search, pick, confirm) that ends in the same results. Effects come through
 * `provideScannerEffects`: the check-in write, the search, the clock and the sound.
 */
export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    input: {} as { origin: string },
  },
  actors: {
    checkIn: fromPromise<CheckInOutcome, CheckInRequest>(() => notProvided('checkIn')),
    searchTickets: fromPromise<TicketCandidate[], { query: string }>(() => notProvided('searchTickets')),
  },
  guards: {
    /** A code read within SAME_CODE_IGNORED_MS: the camera still sees it. */
    isRecentCode: () => notProvided('isRecentCode'),
    isOurTicket: ({ context, event }) => event.type === 'CODE_DETECTED' && readTicketCode(event.text, context.origin) !== null,
  },
  actions: {
    /** Keeps the code with the time it was read (by the provided clock). */
    rememberCode: () => notProvided('rememberCode'),
    /**
     * The code whose result is now on screen counts from now: the camera that still sees it is
     * ignored for the full SAME_CODE_IGNORED_MS after staff could see the result, however long
     * the lookup took (provided: the clock).
     */
    rememberCodeShown: () => notProvided('rememberCodeShown'),
    /** Notes when a lookup starts (by the provided clock). */
    markRequestTime: () => notProvided('markRequestTime'),
    /** Plays the sound of the result (provided; silent when the sound is off). */
    playSound: (_, _params: { outcome: ScanOutcome }) => notProvided('playSound'),
    recordResult: assign(({ context }, params: { outcome: ScanOutcome; at: number }) => ({
      result: params.outcome,
      history: [
        { id: (context.history[0]?.id ?? 0) + 1, at: params.at, method: context.request?.method ?? 'qr', outcome: params.outcome },
        ...context.history,
      ].slice(0, HISTORY_LENGTH),
    })),
    requestFromCode: assign(({ context, event }) => {
      assertEvent(event, 'CODE_DETECTED');
      const code = readTicketCode(event.text, context.origin);
      return { request: code ? { ticketId: code.ticketId, method: 'qr' as const } : null };
    }),
  },
  delays: { resultShown: RESULT_SHOWN_MS },
}).createMachine({
  id: 'scanner',
  context: ({ input }) => ({
    origin: input.origin,
    recentCodes: [],
    request: null,
    requestedAt: 0,
    result: null,
    history: [],
    query: '',
    candidates: [],
    selected: null,
    searchError: null,
  }),
  initial: 'ready',
  on: {
    // From anywhere but a lookup, a new code is read at once: the queue never waits for staff.
    CODE_DETECTED: [{ guard: 'isRecentCode' }, { target: '.codeRead', actions: 'rememberCode' }],
    MODE_CHANGED: { actions: assign({ recentCodes: [] }) },
  },
  states: {
    ready: {
      on: { SEARCH: { target: 'manual.searching', actions: assign({ query: ({ event }) => event.query }) } },
    },
    codeRead: {
      always: [
        { guard: 'isOurTicket', target: 'lookingUp', actions: 'requestFromCode' },
        {
          target: 'showingResult',
          actions: [
            assign({ request: null }),
            { type: 'recordResult', params: ({ context }) => ({ outcome: { kind: 'not-a-ticket' }, at: latestCode(context)?.at ?? 0 }) },
            { type: 'playSound', params: { outcome: { kind: 'not-a-ticket' } } },
          ],
        },
      ],
    },
    lookingUp: {
      entry: 'markRequestTime',
      exit: 'rememberCodeShown',
      // A code read during the lookup is read again by the camera afterwards.
      on: { CODE_DETECTED: {} },
      invoke: {
        src: 'checkIn',
        input: ({ context }) => context.request ?? { ticketId: '', method: 'qr' },
        onDone: [
          {
            // Not on the door's list: staff decide, so the result stays until they do.
            guard: ({ event }) => event.output.kind === 'not-on-device-list',
            target: 'awaitingDecision',
            actions: [
              { type: 'recordResult', params: ({ event, context }) => ({ outcome: event.output, at: context.requestedAt }) },
              { type: 'playSound', params: ({ event }) => ({ outcome: event.output }) },
            ],
          },
          {
            target: 'showingResult',
            actions: [
              { type: 'recordResult', params: ({ event, context }) => ({ outcome: event.output, at: context.requestedAt }) },
              { type: 'playSound', params: ({ event }) => ({ outcome: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'showingResult',
          actions: [
            { type: 'recordResult', params: ({ event, context }) => ({ outcome: failure(event.error), at: context.requestedAt }) },
            { type: 'playSound', params: ({ event }) => ({ outcome: failure(event.error) }) },
          ],
        },
      },
    },
    awaitingDecision: {
      on: {
        ADMIT_ANYWAY: {
          target: 'lookingUp',
          guard: ({ context }) => context.request !== null,
          actions: assign({ request: ({ context }) => (context.request ? { ...context.request, anyway: true } : null) }),
        },
        DISMISS: { target: 'ready', actions: assign({ result: null }) },
        SEARCH: { target: 'manual.searching', actions: assign({ query: ({ event }) => event.query }) },
      },
    },
    showingResult: {
      after: { resultShown: 'ready' },
      on: { SEARCH: { target: 'manual.searching', actions: assign({ query: ({ event }) => event.query }) } },
    },
    manual: {
      initial: 'searching',
      on: { CANCEL: { target: 'ready', actions: assign({ query: '', candidates: [], selected: null, searchError: null }) } },
      states: {
        searching: {
          on: { SEARCH: { target: 'searching', reenter: true, actions: assign({ query: ({ event }) => event.query }) } },
          invoke: {
            src: 'searchTickets',
            input: ({ context }) => ({ query: context.query }),
            onDone: { target: 'choosing', actions: assign({ candidates: ({ event }) => event.output, searchError: null }) },
            onError: {
              target: 'choosing',
              actions: assign({
                candidates: [],
                searchError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
              }),
            },
          },
        },
        choosing: {
          on: {
            SEARCH: { target: 'searching', actions: assign({ query: ({ event }) => event.query }) },
            PICK: { target: 'confirming', actions: assign({ selected: ({ event }) => event.candidate }) },
          },
        },
        confirming: {
          on: {
            CONFIRM: {
              target: '#scanner.lookingUp',
              actions: assign(({ context }) => ({
                request: context.selected ? { ticketId: context.selected.ticketId, method: 'manual' as const } : null,
                recentCodes: [],
                query: '',
                candidates: [],
                selected: null,
              })),
            },
            SEARCH: { target: 'searching', actions: assign({ query: ({ event }) => event.query, selected: null }) },
          },
        },
      },
    },
  },
});

export type ScannerMachine = typeof scannerMachine;
