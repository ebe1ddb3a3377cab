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
/** A lookup's result and when it came back (ms since the epoch): the camera counts from then. */
export type LookupResult = { outcome: ScanOutcome; at: number };

/**
 * A code seen again within this time of its last sighting is the same ticket still in view: it
 * is not read again, and its window starts over, so a ticket held up keeps its first result for
 * as long as it is held. Out of view this long, it is read again.
 */
export const SAME_CODE_IGNORED_MS = 3000;

/** The code read last, if it was seen in the last SAME_CODE_IGNORED_MS. */
export const latestCode = (context: Pick<ScannerContext, 'recentCodes'>) => context.recentCodes.at(-1) ?? null;
export const RESULT_SHOWN_MS = 2500;
export const HISTORY_LENGTH = 20;

export type ScannerContext = {
  origin: string;
  /**
   * Codes seen in the last SAME_CODE_IGNORED_MS, by any reader, with when they were last seen,
   * the latest read last (`latestCode`): a camera still seeing one ticket while a handheld
   * scanner reads another must not read the first again.
   */
  recentCodes: Array<{ text: string; at: number }>;
  request: CheckInRequest | null;
  /** When the current lookup was asked for (the time its event carried): the time shown in the history. */
  requestedAt: number;
  result: ScanOutcome | null;
  history: ScanRecord[];
  query: string;
  candidates: TicketCandidate[];
  selected: TicketCandidate | null;
  searchError: string | null;
};

/**
 * What happens at the door. The events that start a lookup carry when they happened (`at`, ms
 * since the epoch, from the sender's clock), so the machine itself reads no clock.
 */
export type ScannerEvent =
  | { type: 'CODE_DETECTED'; text: string; at: number }
  | { type: 'SEARCH'; query: string }
  | { type: 'PICK'; candidate: TicketCandidate }
  | { type: 'CONFIRM'; at: number }
  | { type: 'CANCEL' }
  /** Let in the ticket that was not on the door's list, recorded as such. */
  | { type: 'ADMIT_ANYWAY'; at: number }
  /** Leave the result that waits for a decision (not admitted). */
  | { type: 'DISMISS' }
  /** Entry or exit chosen: the code still in view means the other step now, so it is read again. */
  | { type: 'MODE_CHANGED' };

function notProvided(name: string): never {
  throw new Error(`The scanner machine's "${name}" effect was not provided.`);
}

export function failure(error: unknown): ScanOutcome {
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The door: ready → code read → looking up → a result → ready again,
 * and a manual path (search, pick, confirm) that ends in the same results. Effects come through
 * `provideScannerEffects`: the check-in write (which says when its result came back), the
 * search and the sound.
 */
export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    input: {} as { origin: string },
  },
  actors: {
    checkIn: fromPromise<LookupResult, CheckInRequest>(() => notProvided('checkIn')),
    searchTickets: fromPromise<TicketCandidate[], { query: string }>(() => notProvided('searchTickets')),
  },
  guards: {
    /** A code read within SAME_CODE_IGNORED_MS: the camera still sees it. */
    isRecentCode: ({ context, event }) =>
      event.type === 'CODE_DETECTED' &&
      context.recentCodes.some((code) => code.text === event.text && event.at - code.at < SAME_CODE_IGNORED_MS),
    /** The code whose result is on screen, still in view: the result stays as long as it is. */
    isShownCodeInView: ({ context, event }) => {
      const shown = latestCode(context);
      return event.type === 'CODE_DETECTED' && shown?.text === event.text && event.at - shown.at < SAME_CODE_IGNORED_MS;
    },
    isOurTicket: ({ context, event }) => event.type === 'CODE_DETECTED' && readTicketCode(event.text, context.origin) !== null,
  },
  actions: {
    /** Keeps the code with the time it was read, forgetting the codes read too long before it. */
    rememberCode: assign(({ context, event }) => {
      assertEvent(event, 'CODE_DETECTED');
      const recent = context.recentCodes.filter((other) => other.text !== event.text && event.at - other.at < SAME_CODE_IGNORED_MS);
      return { recentCodes: [...recent, { text: event.text, at: event.at }], requestedAt: event.at };
    }),
    /** A code still in view: its window starts over from this sighting, and it keeps its place. */
    refreshCode: assign(({ context, event }) => {
      assertEvent(event, 'CODE_DETECTED');
      return { recentCodes: context.recentCodes.map((code) => (code.text === event.text ? { ...code, at: event.at } : code)) };
    }),
    /**
     * The code whose result is now on screen counts from then: the camera that still sees it is
     * ignored for the full SAME_CODE_IGNORED_MS after staff could see the result, however long
     * the lookup took.
     */
    rememberCodeShown: assign(({ context }, { at }: { at: number }) => {
      const latest = latestCode(context);
      // A lookup from the search has no code in view; one from a code is of the latest code read.
      if (!latest || context.request?.method !== 'qr') return {};
      return { recentCodes: [...context.recentCodes.slice(0, -1), { ...latest, at }] };
    }),
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
    CODE_DETECTED: [
      { guard: 'isRecentCode', actions: 'refreshCode' },
      { target: '.codeRead', actions: 'rememberCode' },
    ],
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
            { type: 'recordResult', params: ({ context }) => ({ outcome: { kind: 'not-a-ticket' }, at: context.requestedAt }) },
            { type: 'playSound', params: { outcome: { kind: 'not-a-ticket' } } },
          ],
        },
      ],
    },
    lookingUp: {
      // A code read during the lookup is read again by the camera afterwards.
      on: { CODE_DETECTED: {} },
      invoke: {
        src: 'checkIn',
        input: ({ context }) => context.request ?? { ticketId: '', method: 'qr' },
        onDone: [
          {
            // Not on the door's list: staff decide, so the result stays until they do.
            guard: ({ event }) => event.output.outcome.kind === 'not-on-device-list',
            target: 'awaitingDecision',
            actions: [
              { type: 'rememberCodeShown', params: ({ event }) => ({ at: event.output.at }) },
              { type: 'recordResult', params: ({ event, context }) => ({ outcome: event.output.outcome, at: context.requestedAt }) },
              { type: 'playSound', params: ({ event }) => ({ outcome: event.output.outcome }) },
            ],
          },
          {
            target: 'showingResult',
            actions: [
              { type: 'rememberCodeShown', params: ({ event }) => ({ at: event.output.at }) },
              { type: 'recordResult', params: ({ event, context }) => ({ outcome: event.output.outcome, at: context.requestedAt }) },
              { type: 'playSound', params: ({ event }) => ({ outcome: event.output.outcome }) },
            ],
          },
        ],
        // The provided check-in reports its own failures as results; this is the machine's net.
        onError: {
          target: 'showingResult',
          actions: [
            { type: 'rememberCodeShown', params: ({ context }) => ({ at: context.requestedAt }) },
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
          actions: assign({
            request: ({ context }) => (context.request ? { ...context.request, anyway: true } : null),
            requestedAt: ({ event }) => event.at,
          }),
        },
        DISMISS: { target: 'ready', actions: assign({ result: null }) },
        SEARCH: { target: 'manual.searching', actions: assign({ query: ({ event }) => event.query }) },
      },
    },
    showingResult: {
      after: { resultShown: 'ready' },
      on: {
        // The ticket still held up: its result stays on screen, for RESULT_SHOWN_MS after it goes.
        CODE_DETECTED: { guard: 'isShownCodeInView', target: 'showingResult', reenter: true, actions: 'refreshCode' },
        SEARCH: { target: 'manual.searching', actions: assign({ query: ({ event }) => event.query }) },
      },
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
              actions: assign(({ context, event }) => ({
                request: context.selected ? { ticketId: context.selected.ticketId, method: 'manual' as const } : null,
                requestedAt: event.at,
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
