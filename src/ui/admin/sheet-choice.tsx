import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ParsedTable, ReadChoice, SheetSummary } from '../../application/ports/spreadsheet-reader.port';

/** A choice of how to read the file: the table read so far, the choice made, and how to change it. */
export type ReadChoiceProps = { id: string; table: ParsedTable; choice: ReadChoice; onChange: (choice: ReadChoice) => void };

/**
 * What to read of a workbook: which sheet (when it has several; hidden ones are marked) and
 * whether the rows the workbook hides count too (left out by default).
 */
export function SheetChoice({ id, table, choice, onChange }: ReadChoiceProps) {
  const hidden = table.hiddenLines.length;
  const lines = table.hiddenLines.join(', ');
  return (
    <>
      {table.sheets.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-sheet`}>
            <Trans>Sheet</Trans>
          </label>
          <select id={`${id}-sheet`} value={table.sheet ?? ''} onChange={(change) => onChange({ ...choice, sheet: change.target.value })}>
            {table.sheets.map((sheet) => (
              <option key={sheet.name} value={sheet.name}>
                {sheetLabel(sheet)}
              </option>
            ))}
          </select>
        </div>
      )}
      {hidden > 0 && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={choice.includeHiddenRows ?? false}
            onChange={(change) => onChange({ ...choice, includeHiddenRows: change.target.checked })}
          />{' '}
          {plural(hidden, {
            one: `Include the row the workbook hides (line ${lines})`,
            other: `Include the # rows the workbook hides (lines ${lines})`,
          })}
        </label>
      )}
    </>
  );
}

function sheetLabel({ name, rows, hidden, sentences }: SheetSummary): string {
  if (sentences) return hidden ? t`${name} (text, no table; hidden in the workbook)` : t`${name} (text, no table)`;
  return hidden
    ? plural(rows, { one: `${name} (# row, hidden in the workbook)`, other: `${name} (# rows, hidden in the workbook)` })
    : plural(rows, { one: `${name} (# row)`, other: `${name} (# rows)` });
}
