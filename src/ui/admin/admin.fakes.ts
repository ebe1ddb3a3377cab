import type { CheckInLog } from '../../application/admin/check-in-log.use-case';
import type { ImportPeople } from '../../application/admin/import-people.use-case';
import type { Dashboard } from '../../application/admin/dashboard.use-case';
import type { DuplicateCleanup } from '../../application/admin/duplicate-cleanup.use-case';
import type { EventAdmin } from '../../application/admin/event-admin.use-case';
import type { PeopleAdmin, PersonRow } from '../../application/admin/people-admin.use-case';
import type { PublicApi } from '../../application/tokens';
import { StoreOfflineError } from '../../application/ports/store-errors';
import { UnreadableFileError } from '../../application/ports/spreadsheet-reader.port';
import type { UnfinishedImport } from '../../application/ports/import-journal.port';
import type { EventDocument, EventWithSeats } from '../../domain/events/event';
import type { DoorPassDocument } from '../../domain/check-in/door-pass';
import { changedMeanwhile } from '../../domain/events/event-edits';

const never = () => new Promise<never>(() => undefined);
const silent = () => () => undefined;

function failing(message: string) {
  return (...args: unknown[]) => {
    // The last function given after the first argument: the listener of errors.
    const onError = args.findLast((argument, index) => index > 0 && typeof argument === 'function') as ((error: Error) => void) | undefined;
    onError?.(new Error(message));
    return () => undefined;
  };
}

/** Use cases that never answer (loading states) or always fail (error states) in stories. */
export const pendingDashboard: PublicApi<Dashboard> = { watch: silent };
export const failingDashboard = (message: string): PublicApi<Dashboard> => ({ watch: failing(message) });

export const pendingPeople: PublicApi<PeopleAdmin> = {
  watch: silent,
  watchCheckedIn: silent,
  watchEventsHeld: silent,
  add: never,
  update: never,
  remove: never,
};
export const failingPeople = (message: string): PublicApi<PeopleAdmin> => ({ ...pendingPeople, watch: failing(message) });
/** A long list whose first screen by name is in, and the rest not yet. */
export const firstRowsOfPeople = (rows: PersonRow[]): PublicApi<PeopleAdmin> => ({
  ...pendingPeople,
  watch: (_target, _onChange, _onError, firstRows) => {
    firstRows?.onChange(rows);
    return () => undefined;
  },
});
/** A Firestore list before the server has answered: only what this device's cache holds. */
export const unconfirmedPeople = (rows: PersonRow[]): PublicApi<PeopleAdmin> => ({
  ...pendingPeople,
  watch: (_target, onChange) => {
    onChange(rows, { confirmed: false });
    return () => undefined;
  },
});

export const pendingEvents: PublicApi<EventAdmin> = {
  watch: silent,
  create: never,
  update: never,
  setRegistrationOpen: never,
  impact: never,
  remove: never,
  finishInterruptedRemovals: never,
  watchRegistrations: silent,
  watchFeedback: silent,
};
export const failingEvents = (message: string): PublicApi<EventAdmin> => ({ ...pendingEvents, watch: failing(message) });
/** One event whose deletion is cut short (the network lost half-way), or finds it deleted by someone else. */
export const eventsDeleting = (event: EventWithSeats, outcome: Error | 'gone'): PublicApi<EventAdmin> => ({
  ...pendingEvents,
  watch: (onChange) => {
    onChange([event], { confirmed: true });
    return () => undefined;
  },
  impact: () => Promise.resolve({ tickets: 3, checkIns: 1, feedback: 0 }),
  remove: () => (outcome === 'gone' ? Promise.resolve('gone') : Promise.reject(outcome)),
});

/**
 * One event that someone else saves, with `theirs`, while the form is open: the first save is
 * told the `clashes`; a save measured against their version (the form's new `opened`) goes through.
 */
export const eventSavedMeanwhile = (
  event: EventWithSeats,
  theirs: Partial<EventWithSeats>,
  clashes: ReadonlyArray<keyof EventDocument>,
): PublicApi<EventAdmin> => {
  const current = { ...event, ...theirs };
  return {
    ...eventsDeleting(event, 'gone'),
    update: (id, _input, opened) =>
      Promise.resolve(
        opened && Object.keys(theirs).every((key) => opened[key as keyof EventDocument] === current[key as keyof EventDocument])
          ? { kind: 'saved', id }
          : { kind: 'changed-meanwhile', current, errors: Object.fromEntries(clashes.map((key) => [key, changedMeanwhile()])) },
      ),
  };
};

/** An event whose changes are sent and never answered (a network that takes requests and answers nothing). */
export const eventSaveUnanswered = (event: EventWithSeats): PublicApi<EventAdmin> => ({ ...eventsDeleting(event, 'gone'), update: never });
/** One event whose every save fails with `error` (no network, an answer that never came). */
export const eventSaveFailing = (event: EventWithSeats, error: Error): PublicApi<EventAdmin> => ({
  ...eventsDeleting(event, 'gone'),
  update: () => Promise.reject(error),
  setRegistrationOpen: () => Promise.reject(error),
  impact: () => Promise.reject(error),
});

export const pendingCheckIns: PublicApi<CheckInLog> = { watch: silent, watchPasses: silent, undo: never, downloadAttendance: never };
export const failingCheckIns = (message: string): PublicApi<CheckInLog> => ({ ...pendingCheckIns, watch: failing(message) });

/**
 * An import of 3,000 people whose network goes after the first 500: it waits for the network,
 * as Firestore's SDK does, and is never done.
 */
export const importWaitingForNetwork: PublicApi<ImportPeople> = {
  read: async () => ({
    format: 'csv',
    columns: ['Name', 'E-mail'],
    rows: Array.from({ length: 3000 }, (_, index) => ({ Name: `Guest ${index}`, 'E-mail': `guest${index}@example.org` })),
    lines: Array.from({ length: 3000 }, (_, index) => index + 2),
    notes: [],
    sheets: [],
    sheet: null,
    hiddenLines: [],
  }),
  suggestMapping: () => ({ mapping: { name: ['Name'], email: ['E-mail'] }, remembered: false }),
  run: (_list, _table, _mapping, { onProgress, onWaitingForNetwork } = {}) => {
    onProgress?.(500, 3000);
    onWaitingForNetwork?.(true);
    return never();
  },
  unfinished: async () => [],
  forgetUnfinished: () => undefined,
};

/** The network there, but the server answers no more after the first 500 written (a busy server). */
export const importServerNotAnswering: PublicApi<ImportPeople> = {
  ...importWaitingForNetwork,
  run: (_list, _table, _mapping, { onProgress } = {}) => {
    onProgress?.(500, 3000);
    return never();
  },
};

/**
 * A workbook whose first sheet is a read-me ("The list is on the next sheet."), as organisers
 * send them: the list is read from the second, and the cover, chosen anyway, is refused as text.
 */
export const importOfAWorkbookWithACover: PublicApi<ImportPeople> = {
  ...importWaitingForNetwork,
  read: async (_file, _name, choice) => {
    if (choice?.sheet === 'Read me') throw new UnreadableFileError({ kind: 'sentences-sheet', sheet: 'Read me', others: true });
    return {
      format: 'xlsx',
      columns: ['Name', 'E-mail'],
      rows: [
        { Name: 'Ada Lovelace', 'E-mail': 'ada@example.org' },
        { Name: 'Grace Hopper', 'E-mail': 'grace@example.org' },
      ],
      lines: [2, 3],
      notes: [],
      sheets: [
        { name: 'Read me', hidden: false, rows: 0, sentences: true },
        { name: 'Guests', hidden: false, rows: 2, sentences: false },
      ],
      sheet: 'Guests',
      hiddenLines: [],
    };
  },
  run: () => never(),
};

/**
 * An import of 3,000 people whose page was closed once 1,500 had been written: on this device,
 * or `elsewhere`, on another not heard from since then.
 */
export function importLeftUnfinished(elsewhere?: { silentSince: string }): PublicApi<ImportPeople> {
  let left: UnfinishedImport[] = [
    {
      id: 'closed',
      list: 'directory',
      fileName: 'guests.csv',
      total: 3000,
      written: 1500,
      startedAt: '2026-12-01T09:00:00.000Z',
      ...elsewhere,
    },
  ];
  return {
    ...importWaitingForNetwork,
    unfinished: async (list) => left.filter((entry) => entry.list === list),
    forgetUnfinished: (id) => void (left = left.filter((entry) => entry.id !== id)),
  };
}

/** Two duplicates of ada@example.org found; removing them answers as `apply` does. */
export const duplicatesFound = (apply: () => Promise<number>): PublicApi<DuplicateCleanup> => ({
  preview: async () => {
    const ada = (id: string, email: string) => ({ id, name: 'Ada', email, createdAt: `2026-01-0${id.length}T00:00:00.000Z` });
    return [
      {
        email: 'ada@example.org',
        keep: ada('a', 'ada@example.org'),
        remove: [ada('aa', 'Ada@example.org'), ada('aaa', 'ADA@example.org')],
      },
    ];
  },
  apply,
});
/** Two duplicates shown, and the removal ends with `failure` (the network gone by default: some may be gone already). */
export const duplicatesCutShort = (failure: Error = new StoreOfflineError('Error deleting documents:')) =>
  duplicatesFound(() => Promise.reject(failure));
/** Two duplicates shown, and the removal is never answered. */
export const duplicatesNeverRemoved = duplicatesFound(never);

/** Check-ins at the North door of `gala`, one per ticket id ("Guest A"…), and the given exits and re-entries. */
export const galaCheckIns = (ticketIds: readonly string[], passes: DoorPassDocument[] = []): PublicApi<CheckInLog> => ({
  ...pendingCheckIns,
  watch: (_eventId, onChange) => {
    onChange(
      ticketIds.map((ticketId) => ({
        id: `gala_${ticketId}`,
        eventId: 'gala',
        ticketId,
        foundInCollection: 'registrations',
        name: `Guest ${ticketId}`,
        email: `${ticketId}@x.org`,
        at: '2030-05-01T09:00:00.000Z',
        by: 's',
        method: 'qr',
        device: 'North door',
      })),
      { confirmed: true },
    );
    return () => undefined;
  },
  watchPasses: (_eventId, onChange) => {
    onChange(passes, { confirmed: true });
    return () => undefined;
  },
});

/** One check-in, taken back on a laptop whose network has gone. */
export const checkInTakenBackWithoutNetwork: PublicApi<CheckInLog> = {
  ...galaCheckIns(['A']),
  undo: () => Promise.reject(new StoreOfflineError('Error deleting document:')),
};
