import type { ParsedTable, ReadChoice } from '../../application/ports/spreadsheet-reader.port';

/**
 * What to read of a workbook: which sheet (when it has several; hidden ones are marked) and
 * whether the rows the workbook hides count too (left out by default).
 */
export function SheetChoice({ id, table, choice, onChange }: { id: string; table: ParsedTable; choice: ReadChoice; onChange: (choice: ReadChoice) => void }) {
  const hidden = table.hiddenLines.length;
  return (
    <>
      {table.sheets.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-sheet`}>Sheet</label>
          <select id={`${id}-sheet`} value={table.sheet ?? ''} onChange={(change) => onChange({ ...choice, sheet: change.target.value })}>
            {table.sheets.map((sheet) => (
              <option key={sheet.name} value={sheet.name}>
                {sheet.name} ({sheet.rows.toLocaleString()} rows{sheet.hidden ? ', hidden in the workbook' : ''})
              </option>
            ))}
          </select>
        </div>
      )}
      {hidden > 0 && (
        <label className="checkbox">
          <input type="checkbox" checked={choice.includeHiddenRows ?? false} onChange={(change) => onChange({ ...choice, includeHiddenRows: change.target.checked })} /> Include the{' '}
          {hidden === 1 ? 'row' : `${hidden} rows`} the workbook hides (line{hidden === 1 ? '' : 's'} {table.hiddenLines.join(', ')})
        </label>
      )}
    </>
  );
}
