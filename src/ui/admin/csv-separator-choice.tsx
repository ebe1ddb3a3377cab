import { Trans } from '@lingui/react/macro';
import type { CsvSeparator } from '../../domain/csv/csv';

/**
 * Beside a CSV download: semicolons between fields instead of commas. Excel where the decimal
 * mark is a comma (French, German…) splits a CSV opened by a double click on semicolons, and
 * showed every person in one column. Commas stay the default, as the file's format says.
 */
export function CsvSeparatorChoice({ separator, onChange }: { separator: CsvSeparator; onChange: (separator: CsvSeparator) => void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={separator === ';'} onChange={(change) => onChange(change.target.checked ? ';' : ',')} />
      <Trans>Semicolons between fields (Excel in French, German…)</Trans>
    </label>
  );
}
