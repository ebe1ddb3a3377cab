import type { LineEntry } from '../../application/ports/waiting-list.port';
import type { PublicApi } from '../../application/tokens';
import type { WaitingListAdmin } from '../../application/waiting-list/waiting-list-admin.use-case';
import type {
  CancelTicketOutcome,
  ConfirmSeatOutcome,
  JoinListOutcome,
  PlacePage,
  WaitingListDesk,
} from '../../application/waiting-list/waiting-list-desk.use-case';
import type { PlaceState } from '../../domain/waiting-list/waiting-list';
import { sampleEvent } from '../events/event-catalog.fakes';

const never = () => new Promise<never>(() => undefined);
const EVENT = sampleEvent({ id: 'workshop', slug: 'workshop', title: 'Workshop: Accessible Forms', capacity: 12, seatsTaken: 12 });

/** A place in the sample workshop's line, in the given state. */
export function samplePlace(state: PlaceState, waitingAhead = 0): PlacePage {
  return {
    event: EVENT,
    entry: {
      id: 'EntryLink00000000000',
      eventId: EVENT.id,
      position: 4,
      name: 'Farid First',
      email: 'farid@example.org',
      fields: {},
      joinedAt: '2030-04-01T09:00:00.000Z',
    },
    place: {
      eventId: EVENT.id,
      position: 4,
      joinedAt: '2030-04-01T09:00:00.000Z',
      state,
      ...(state === 'offered' ? { heldUntil: '2030-04-20T18:00:00.000Z' } : {}),
    },
    waitingAhead,
  };
}

type Desk = PublicApi<WaitingListDesk>;

/** A desk that shows one place and answers joining, confirming and cancelling as told. */
export function deskShowing(
  place: PlacePage | null,
  answers: { join?: JoinListOutcome; confirm?: ConfirmSeatOutcome; cancel?: CancelTicketOutcome } = {},
): Desk {
  return {
    join: async () => answers.join ?? never(),
    place: async () => place,
    passEndedHolds: async () => undefined,
    confirm: async () => answers.confirm ?? never(),
    cancel: async () => answers.cancel ?? never(),
  };
}

export const pendingDesk: Desk = { join: never, place: never, passEndedHolds: async () => undefined, confirm: never, cancel: never };
export const failingDesk = (message: string): Desk => ({ ...pendingDesk, place: () => Promise.reject(new Error(message)) });

/** An administrator's view of a line as given; actions answer at once. */
export function lineAdmin(line: LineEntry[] | 'pending' | Error): PublicApi<WaitingListAdmin> {
  return {
    line: async () => {
      if (line === 'pending') return never();
      if (line instanceof Error) throw line;
      return line;
    },
    offerFreeSeats: async () => 0,
    seatsFreed: async () => undefined,
    remove: async () => undefined,
    setClosed: async () => 'saved',
    watchCounts: () => () => undefined,
  };
}

/** A line of four: one holds a ticket now, one a held seat, two wait. */
export const SAMPLE_LINE: LineEntry[] = (['confirmed', 'offered', 'waiting', 'waiting'] as const).map((state, position) => {
  const page = samplePlace(state);
  const names = ['Ada Lovelace', 'Farid First', 'Sofia Second', 'Zoë Ångström'];
  return {
    place: { ...page.place, position },
    entry: { ...page.entry, position, name: names[position] ?? '', email: `person${position}@example.org` },
  };
});
