import type { DocumentOf, CollectionName } from '../../application/ports/collections';
import type { DocumentQuery, DocumentStore, NewDocument } from '../../application/ports/document-store.port';
import type { ParsedTable } from '../../application/ports/spreadsheet-reader.port';

export function person(index: number, overrides: Partial<NewDocument<'users'>> = {}): NewDocument<'users'> {
  return {
    email: `person${index}@example.org`,
    name: `Person ${index}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    ...overrides,
  };
}

export function registration(eventId: string, index: number): NewDocument<'registrations'> {
  return {
    eventId,
    email: `guest${index}@example.org`,
    name: `Guest ${index}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
  };
}

export function event(slug: string, overrides: Partial<NewDocument<'events'>> = {}): NewDocument<'events'> {
  return {
    slug,
    title: `Event ${slug}`,
    summary: 'A summary',
    description: 'A description',
    venue: 'Main hall',
    startsAt: '2026-06-01T09:00:00.000Z',
    endsAt: '2026-06-01T17:00:00.000Z',
    capacity: 100,
    registrationOpen: true,
    kind: 'standard',
    ...overrides,
  };
}

const LIVE_UPDATE_TIMEOUT_MS = 20_000;

/** Records every emission of a live query and lets a test wait for one that fits. */
export function recordLiveQuery<C extends CollectionName>(store: DocumentStore, collection: C, query: DocumentQuery<C>) {
  const emissions: Array<Array<DocumentOf<C>>> = [];
  const waiting: Array<{ fits: (documents: Array<DocumentOf<C>>) => boolean; resolve: (documents: Array<DocumentOf<C>>) => void }> = [];
  const unsubscribe = store.watch(collection, query, (documents) => {
    emissions.push(documents);
    for (const waiter of [...waiting]) {
      if (waiter.fits(documents)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(documents);
      }
    }
  });
  function until(fits: (documents: Array<DocumentOf<C>>) => boolean): Promise<Array<DocumentOf<C>>> {
    const already = emissions.at(-1);
    if (already && fits(already)) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No live update arrived that fits.')), LIVE_UPDATE_TIMEOUT_MS);
      waiting.push({
        fits,
        resolve: (documents) => {
          clearTimeout(timer);
          resolve(documents);
        },
      });
    });
  }
  return { emissions, until, unsubscribe };
}

/** A spreadsheet as the reader gives it: these rows under their keys as columns, from line 2 on. */
export function parsedTable(rows: Array<Record<string, unknown>>, format: ParsedTable['format']): ParsedTable {
  return {
    format,
    columns: Object.keys(rows[0] ?? {}),
    rows,
    lines: rows.map((_, index) => index + 2),
    notes: [],
    sheets: [],
    sheet: null,
    hiddenLines: [],
  };
}

/** Ada's ticket admitted by staff with a QR code: the check-in a contract needs in place. */
export function adaCheckedIn(eventId: string, ticketId: string, at: Date): NewDocument<'checkins'> {
  return {
    eventId,
    ticketId,
    foundInCollection: 'registrations',
    name: 'Ada',
    email: 'ada@x.org',
    at: at.toISOString(),
    by: 's',
    method: 'qr',
    device: 'd',
  };
}
