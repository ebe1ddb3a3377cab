import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId, useState } from 'react';
import type { ImportResult } from '../../application/admin/import-people.use-case';
import type { ParsedTable, ReadChoice } from '../../application/ports/spreadsheet-reader.port';
import { TOKENS } from '../../application/tokens';
import { IMPORT_FIELDS, unmappedRequiredFields, type ColumnMapping } from '../../domain/people/import-mapping';
import type { PeopleList } from '../../domain/people/people-lists';
import { shownCell } from '../../domain/people/spreadsheet-cell';
import { useService } from '../app/services';
import { ImportReport } from './import-report';
import { ImportProgress, type ImportProgressState } from './import-progress';
import { ColumnChoice } from './column-choice';
import { EncodingChoice } from './encoding-choice';
import { SheetChoice } from './sheet-choice';
import { ownTimeZone, TimeZoneChoice } from './time-zone-choice';
import { importStoppedSentence, noteSentence, readingProblem } from './file-sentences';

const PREVIEW_ROWS = 5;

/**
 * Import from CSV or Excel: choose, preview with the column mapping, import with progress, report.
 * `onEnded`: an import ran to its end (finished or failed), for the page to read what is left unfinished again.
 */
export function ImportPanel({ list, onClose, onEnded }: { list: PeopleList; onClose: () => void; onEnded?: () => void }) {
  const importer = useService(TOKENS.importPeople);
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<ReadChoice>({});
  const [table, setTable] = useState<ParsedTable | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [remembered, setRemembered] = useState(false);
  const [timeZone, setTimeZone] = useState(ownTimeZone);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const id = useId();
  const { t, i18n } = useLingui();

  async function choose(chosen: File | undefined) {
    setTable(null);
    setResult(null);
    setProblem(null);
    setFile(chosen ?? null);
    setChoice({});
    if (!chosen) return;
    try {
      const read = await importer.read(chosen, chosen.name);
      setTable(read);
      suggest(read.columns);
    } catch (error) {
      const reason = readingProblem(error);
      setProblem(t`${reason} Nothing was imported.`);
    }
  }

  function suggest(columns: readonly string[]) {
    const suggested = importer.suggestMapping(list, columns);
    setMapping(suggested.mapping);
    setRemembered(suggested.remembered);
  }

  /** Another sheet, the hidden rows too, another character set: read again; what was shown stays if that fails. */
  async function rechoose(next: ReadChoice) {
    if (!file) return;
    setProblem(null);
    try {
      const read = await importer.read(file, file.name, next);
      setChoice(next);
      setTable(read);
      // Other columns (another sheet; names read in another character set): a mapping of their own.
      if (read.sheet !== table?.sheet || read.columns.join('\n') !== table.columns.join('\n')) suggest(read.columns);
    } catch (error) {
      setProblem(readingProblem(error));
    }
  }

  async function run() {
    if (!table) return;
    setProgress({ written: 0, total: table.rows.length, waitingForNetwork: false });
    try {
      setResult(
        await importer.run(list, table, mapping, {
          timeZone,
          fileName: file?.name,
          onProgress: (written, total) => setProgress((shown) => shown && { ...shown, written, total }),
          onWaitingForNetwork: (waitingForNetwork) => setProgress((shown) => shown && { ...shown, waitingForNetwork }),
        }),
      );
      setTable(null);
    } catch (error) {
      setProblem(importStoppedSentence(error));
    } finally {
      setProgress(null);
      onEnded?.();
    }
  }

  const missing = unmappedRequiredFields(list, mapping);
  const missingLabels = missing.map((field) => i18n._(field.label)).join(', ');
  const rows = table?.rows.length ?? 0;
  const format = table?.format.toUpperCase() ?? '';
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Import from a spreadsheet</Trans>
      </h2>
      <div className="field">
        <label htmlFor={`${id}-file`}>
          <Trans>CSV or Excel file</Trans>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,.xls,.ods,.xml,.html,.htm,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,application/vnd.oasis.opendocument.spreadsheet"
          onChange={(change) => void choose(change.target.files?.[0])}
        />
        <p className="field__hint">
          <Trans>
            CSV or text (any encoding, Excel’s Unicode text too), Excel or OpenDocument. The first row names the columns. Dates may be text
            or spreadsheet dates.
          </Trans>
        </p>
      </div>
      {problem && (
        <p role="alert" className="alert alert--error">
          {problem}
        </p>
      )}
      {table && (
        <>
          <p>
            {plural(rows, {
              one: `# row in the file (${format}). Choose which column feeds each field:`,
              other: `# rows in the file (${format}). Choose which column feeds each field:`,
            })}
          </p>
          {remembered && (
            <p className="field__hint">
              <Trans>The columns are chosen as in your last import of a file with the same columns.</Trans>
            </p>
          )}
          <EncodingChoice id={`${id}-read`} table={table} choice={choice} onChange={(next) => void rechoose(next)} />
          <SheetChoice id={`${id}-read`} table={table} choice={choice} onChange={(next) => void rechoose(next)} />
          {table.notes.length > 0 && (
            <ul className="notice import-notes" aria-label={t`About this file`}>
              {table.notes.map((note) => (
                <li key={note.kind}>{noteSentence(note)}</li>
              ))}
            </ul>
          )}
          <div className="mapping">
            {IMPORT_FIELDS[list].map((field) => (
              <ColumnChoice
                key={field.key}
                id={`${id}-map-${field.key}`}
                field={field}
                columns={table.columns}
                chosen={mapping[field.key] ?? []}
                onChange={(chosen) => setMapping({ ...mapping, [field.key]: chosen })}
              />
            ))}
          </div>
          {IMPORT_FIELDS[list].some((field) => field.kind === 'date' && (mapping[field.key] ?? []).length > 0) && (
            <TimeZoneChoice id={`${id}-zone`} value={timeZone} onChange={setTimeZone} />
          )}
          <div className="table-scroll">
            <table className="preview">
              <caption>
                <Trans>The first rows</Trans>
              </caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                  <tr key={index}>
                    {table.columns.map((column) => (
                      <td key={column}>{shownCell(row[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {missing.length > 0 && (
            <p role="alert" className="field__error">
              <Trans>Choose a column for: {missingLabels}.</Trans>
            </p>
          )}
          <p className="actions">
            <button type="button" className="button" disabled={missing.length > 0 || progress !== null} onClick={() => void run()}>
              {plural(rows, { one: 'Import # row', other: 'Import # rows' })}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose} disabled={progress !== null}>
              <Trans>Cancel</Trans>
            </button>
          </p>
        </>
      )}
      {progress && <ImportProgress {...progress} />}
      {result && <ImportReport result={result} onClose={onClose} />}
    </section>
  );
}
