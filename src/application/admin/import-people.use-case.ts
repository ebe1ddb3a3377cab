import type { EventDocument } from '../../domain/events/event';
import { guessMapping, IMPORT_FIELDS, mapRows, type ColumnMapping } from '../../domain/people/import-mapping';
import { isRegister, type PeopleList } from '../../domain/people/people-lists';
import { NO_MAPPING_MEMORY, type MappingMemory } from '../ports/mapping-memory.port';
import { NO_IMPORT_JOURNAL, type ImportJournal, type UnfinishedImport } from '../ports/import-journal.port';
import type { ImportDuplicate, ImportRejection, ImportSkip } from '../../domain/people/import-plan';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, ImportOptions as StoreImportOptions, NewDocument } from '../ports/document-store.port';
import type { TicketFields, TicketLedger } from '../ports/ticket-ledger.port';
import type { ParsedTable, ReadChoice, SpreadsheetReader } from '../ports/spreadsheet-reader.port';
import { collectionOf, REGISTER_EVENTS } from './people-lists';

/** The import's result in the file's own numbering (CSV line or sheet row), as the person sees it. */
export type ImportResult = {
  imported: number;
  skippedExisting: Array<ImportSkip & { line: number }>;
  duplicatesInFile: Array<ImportDuplicate & { line: number; firstLine: number }>;
  rejected: Array<ImportRejection & { line: number }>;
};

/** `fileName`: what the administrator imported, for the word left if the page is closed part-way. */
export type ImportOptions = { timeZone?: string; fileName?: string } & StoreImportOptions;

/** The columns suggested for a file, and whether they are those chosen last time for the same columns. */
export type SuggestedMapping = { mapping: ColumnMapping; remembered: boolean };

// Keyed by where the list is stored, as it always was: mappings remembered earlier still apply.
const memoryKey = (list: PeopleList, columns: readonly string[]) => JSON.stringify([collectionOf(list), columns]);

/**
 * Import of people from CSV or Excel: the file is read, the columns mapped (guessed,
 * or as last time for the same columns, then confirmed), every row checked; the store writes the
 * new people in chunks, all or none. Into a register, the new entries are tickets: their keys
 * and seats are written too. An import stopped by its page closing is left in the journal, for
 * the list's next page to say so.
 */
export class ImportPeople {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    private readonly reader: SpreadsheetReader,
    private readonly clock: Clock,
    private readonly memory: MappingMemory = NO_MAPPING_MEMORY,
    private readonly journal: ImportJournal = NO_IMPORT_JOURNAL,
  ) {}

  /**
   * The list's imports this device began and no page finished (closed part-way): importing the
   * same file again adds the people left out and skips those written.
   */
  unfinished(list: PeopleList): Promise<UnfinishedImport[]> {
    return this.journal.unfinished(list);
  }

  forgetUnfinished(id: string): void {
    this.journal.forget(id);
  }

  /** The mapping chosen last time for a file with these columns, else a guess from their names. */
  suggestMapping(list: PeopleList, columns: readonly string[]): SuggestedMapping {
    const remembered = this.memory.recall(memoryKey(list, columns));
    const usable =
      remembered && IMPORT_FIELDS[list].every((field) => (remembered[field.key] ?? []).every((column) => columns.includes(column)));
    return usable ? { mapping: remembered, remembered: true } : { mapping: guessMapping(list, columns), remembered: false };
  }

  /** Reads the file: a workbook's first sheet with people, or the one chosen, hidden rows left out unless asked for. */
  read(file: Blob, fileName: string, choice?: ReadChoice): Promise<ParsedTable> {
    return this.reader.read(file, fileName, choice);
  }

  /**
   * `timeZone`: where the file's dates and times without a zone of their own are read (the
   * preview shows it; the administrator's by default).
   */
  async run(
    list: PeopleList,
    table: ParsedTable,
    mapping: ColumnMapping,
    { timeZone = 'UTC', fileName = '', ...storeOptions }: ImportOptions = {},
  ): Promise<ImportResult> {
    const now = this.clock.now();
    const mapped = mapRows(list, table.rows, mapping, now, timeZone);
    this.memory.remember(memoryKey(list, table.columns), mapping);
    const people = mapped.people.map(({ person }) => person);
    const journalled = this.journal.begin({ list, fileName, total: people.length, startedAt: now.toISOString() });
    const options: StoreImportOptions = {
      ...storeOptions,
      onProgress: (written, total) => {
        journalled.written(written);
        storeOptions.onProgress?.(written, total);
      },
    };
    const report = await this.write(list, people, options).finally(() => journalled.end());
    // The same file imported in full: what an earlier page left unfinished of it is done now.
    for (const left of await this.journal.unfinished(list)) if (left.fileName === fileName) this.journal.forget(left.id);
    const fileLine = (row: number) => table.lines[row] ?? row + 2;
    const line = (index: number) => fileLine(mapped.people[index]?.row ?? index);
    return {
      imported: report.imported.length,
      skippedExisting: report.skippedExisting.map((skip) => ({ ...skip, line: line(skip.index) })),
      duplicatesInFile: report.duplicatesInBatch.map((duplicate) => ({
        ...duplicate,
        line: line(duplicate.index),
        firstLine: line(duplicate.firstIndex),
      })),
      rejected: [
        ...mapped.rejected.map((problem) => ({ ...problem, line: fileLine(problem.index) })),
        ...report.rejected.map((problem) => ({ ...problem, line: line(problem.index) })),
      ].sort((a, b) => a.line - b.line),
    };
  }

  private async write(list: PeopleList, people: ReadonlyArray<Record<string, unknown>>, options: StoreImportOptions) {
    return isRegister(list)
      ? this.ledger.importTickets(await this.registerEvent(list), collectionOf(list), people as Array<Partial<TicketFields>>, options)
      : this.store.importUsers(
          'users',
          people.map((person) => ({ ...person, source: 'import' })) as Array<Partial<NewDocument<'users'>>>,
          options,
        );
  }

  private async registerEvent(list: keyof typeof REGISTER_EVENTS): Promise<EventDocument> {
    const event = await this.store.getById('events', REGISTER_EVENTS[list]);
    if (!event) throw new Error('The register’s event no longer exists: nothing was imported.');
    return event;
  }
}
