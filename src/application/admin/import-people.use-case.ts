import { ticketKeyId } from '../../domain/registrations/ticket';
import { mapRows, type ColumnMapping, type ImportTarget } from '../../domain/people/import-mapping';
import type { ImportDuplicate, ImportRejection, ImportSkip } from '../../domain/people/import-plan';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, NewDocument } from '../ports/document-store.port';
import type { ParsedTable, SpreadsheetReader } from '../ports/spreadsheet-reader.port';
import { REGISTER_EVENTS, isRegister } from './people-admin.use-case';

/** The import's result in the file's own numbering (CSV line or sheet row), as the person sees it. */
export type ImportResult = {
  imported: number;
  skippedExisting: Array<ImportSkip & { line: number }>;
  duplicatesInFile: Array<ImportDuplicate & { line: number; firstLine: number }>;
  rejected: Array<ImportRejection & { line: number }>;
};

/**
 * Import of people from CSV or Excel (issue 6): the file is read, the columns mapped (guessed,
 * then confirmed), every row checked; the store writes the new people in chunks, all or none.
 * Into a register, the new entries are tickets: their keys and seats are written too.
 */
export class ImportPeople {
  constructor(
    private readonly store: DocumentStore,
    private readonly reader: SpreadsheetReader,
    private readonly clock: Clock,
  ) {}

  read(file: Blob, fileName: string): Promise<ParsedTable> {
    return this.reader.read(file, fileName);
  }

  async run(
    target: ImportTarget,
    table: ParsedTable,
    mapping: ColumnMapping,
    onProgress?: (written: number, total: number) => void,
  ): Promise<ImportResult> {
    const now = this.clock.now();
    const mapped = mapRows(target, table.rows, mapping, now);
    const eventId = isRegister(target) ? REGISTER_EVENTS[target] : null;
    const people = mapped.people.map(({ person }) => (eventId ? { ...person, eventId } : { ...person, source: 'import' }));
    const report = await this.store.importUsers(target, people as Array<Partial<NewDocument<typeof target>>>, onProgress ? { onProgress } : {});
    if (eventId && isRegister(target) && report.imported.length > 0) {
      await this.store.setMany(
        'ticketKeys',
        report.imported.map((entry) => ({ id: ticketKeyId(eventId, entry.email), eventId, ticketId: entry.id, collection: target, createdAt: now.toISOString() })),
      );
      await this.addSeats(eventId, report.imported.length);
    }
    const line = (index: number) => table.firstDataLine + (mapped.people[index]?.row ?? index);
    const fileLine = (row: number) => table.firstDataLine + row;
    return {
      imported: report.imported.length,
      skippedExisting: report.skippedExisting.map((skip) => ({ ...skip, line: line(skip.index) })),
      duplicatesInFile: report.duplicatesInBatch.map((duplicate) => ({ ...duplicate, line: line(duplicate.index), firstLine: line(duplicate.firstIndex) })),
      rejected: [
        ...mapped.rejected.map((problem) => ({ ...problem, line: fileLine(problem.index) })),
        ...report.rejected.map((problem) => ({ ...problem, line: line(problem.index) })),
      ].sort((a, b) => a.line - b.line),
    };
  }

  private addSeats(eventId: string, count: number): Promise<void> {
    return this.store.transaction(['events'], async (transaction) => {
      const event = await transaction.get('events', eventId);
      if (event) transaction.update('events', eventId, { seatsTaken: (event.seatsTaken ?? 0) + count });
    });
  }
}
