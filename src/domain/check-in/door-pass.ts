import type { CheckInDocument } from './check-in';

/**
 * What happens at the door after a ticket's check-in (its first entry): it goes out, and, when
 * the event allows re-entry, comes back in, as many times as needed. Each pass is a document of
 * its own, numbered from 1: odd numbers are exits, even ones re-entries, so the number alone
 * says which step it is, and two doors recording the same step write the same document (one is
 * kept). A check-in is never edited.
 */
export type DoorPassKind = 'exit' | 'entry';

export type DoorPassDocument = {
  readonly id: string;
  eventId: string;
  ticketId: string;
  /** 1 for the first exit, 2 for the re-entry after it, 3 for the next exit… */
  number: number;
  kind: DoorPassKind;
  /** The ticket's name, for the door's history and the lists. */
  name: string;
  /** ISO 8601 in UTC. */
  at: string;
  by: string;
  device: string;
};

/** Passes of one ticket at one event stop there: no one goes in and out 500 times in a day. */
export const MAX_DOOR_PASSES = 1_000;

export function doorPassId(eventId: string, ticketId: string, number: number): string {
  return `${eventId}_${ticketId}_${number}`;
}

export function passKindOf(number: number): DoorPassKind {
  return number % 2 === 1 ? 'exit' : 'entry';
}

/** What a scan does next for a checked-in ticket, in entry or exit mode. */
export type NextPass =
  | { kind: 'exit'; number: number }
  | { kind: 'entry'; number: number }
  /** Exit mode, but the person is out already (their last pass was an exit). */
  | { kind: 'already-out'; since: string }
  /** Entry mode, and the person is in: the check-in or the last re-entry stands. */
  | { kind: 'already-in'; since: string }
  /** Entry mode after an exit, at an event that does not allow re-entry. */
  | { kind: 're-entry-refused'; leftAt: string };

export function nextPass(
  mode: DoorPassKind,
  checkIn: Pick<CheckInDocument, 'at'>,
  passes: ReadonlyArray<Pick<DoorPassDocument, 'number' | 'at'>>,
  reEntryAllowed: boolean,
): NextPass {
  const last = passes.reduce<Pick<DoorPassDocument, 'number' | 'at'> | null>(
    (latest, pass) => (!latest || pass.number > latest.number ? pass : latest),
    null,
  );
  const number = (last?.number ?? 0) + 1;
  const inside = !last || last.number % 2 === 0;
  const since = last?.at ?? checkIn.at;
  if (mode === 'exit') return inside ? { kind: 'exit', number } : { kind: 'already-out', since };
  if (inside) return { kind: 'already-in', since };
  return reEntryAllowed ? { kind: 'entry', number } : { kind: 're-entry-refused', leftAt: since };
}

/** Checked in, inside now, and per door (device): what the scanner, the dashboard and the check-ins page count. */
export type Presence = {
  checkedIn: number;
  inside: number;
  perDoor: ReadonlyArray<{ device: string; entries: number; exits: number }>;
};

export function presenceOf(
  checkIns: ReadonlyArray<Pick<CheckInDocument, 'ticketId' | 'device'>>,
  passes: ReadonlyArray<Pick<DoorPassDocument, 'ticketId' | 'number' | 'device'>>,
): Presence {
  const lastPass = new Map<string, number>();
  const doors = new Map<string, { entries: number; exits: number }>();
  const door = (device: string) => {
    const counts = doors.get(device) ?? { entries: 0, exits: 0 };
    doors.set(device, counts);
    return counts;
  };
  for (const checkIn of checkIns) door(checkIn.device).entries += 1;
  for (const pass of passes) {
    lastPass.set(pass.ticketId, Math.max(lastPass.get(pass.ticketId) ?? 0, pass.number));
    if (pass.number % 2 === 1) door(pass.device).exits += 1;
    else door(pass.device).entries += 1;
  }
  const checkedInIds = new Set(checkIns.map((checkIn) => checkIn.ticketId));
  const outside = [...lastPass].filter(([ticketId, number]) => checkedInIds.has(ticketId) && number % 2 === 1).length;
  const perDoor = [...doors].map(([device, counts]) => ({ device, ...counts })).sort((a, b) => a.device.localeCompare(b.device));
  return { checkedIn: checkedInIds.size, inside: checkedInIds.size - outside, perDoor };
}

/** One line of attendance.csv: a ticket's check-in, then its exits and re-entries in order. */
export type AttendanceLine = {
  eventId: string;
  ticketId: string;
  name: string;
  email: string;
  checkedInAt: string;
  checkedInOn: string;
  /** The times of each exit and re-entry, in order. */
  exits: string[];
  reEntries: string[];
  insideNow: 'yes' | 'no';
};

/** Entry and exit times per ticket, in the order people first came in. */
export function attendanceLines(checkIns: readonly CheckInDocument[], passes: readonly DoorPassDocument[]): AttendanceLine[] {
  const byTicket = new Map<string, DoorPassDocument[]>();
  for (const pass of passes)
    byTicket.set(`${pass.eventId}_${pass.ticketId}`, [...(byTicket.get(`${pass.eventId}_${pass.ticketId}`) ?? []), pass]);
  return [...checkIns]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((checkIn) => {
      const own = (byTicket.get(`${checkIn.eventId}_${checkIn.ticketId}`) ?? []).sort((a, b) => a.number - b.number);
      const times = (kind: DoorPassKind) => own.filter((pass) => pass.kind === kind).map((pass) => pass.at);
      const last = own.at(-1);
      return {
        eventId: checkIn.eventId,
        ticketId: checkIn.ticketId,
        name: checkIn.name,
        email: checkIn.email,
        checkedInAt: checkIn.at,
        checkedInOn: checkIn.device,
        exits: times('exit'),
        reEntries: times('entry'),
        insideNow: !last || last.kind === 'entry' ? 'yes' : 'no',
      };
    });
}
