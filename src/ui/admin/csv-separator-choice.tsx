import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { CsvSeparator } from '../../domain/csv/csv';

const KEY = 'rollcall.csvSeparator';

function rememberedSeparator(): CsvSeparator {
  try {
    return globalThis.localStorage?.getItem(KEY) === ';' ? ';' : ',';
  } catch {
    return ',';
  }
}

/**
 * The separator of this device's CSV downloads: the last one chosen, on any page, kept in the
 * browser (a display preference, like the language; nothing of the data). Commas until one is.
 */
export function useCsvSeparator(): [CsvSeparator, (separator: CsvSeparator) => void] {
  const [separator, setSeparator] = useState<CsvSeparator>(rememberedSeparator);
  function choose(next: CsvSeparator) {
    setSeparator(next);
    try {
      globalThis.localStorage?.setItem(KEY, next);
    } catch {
      // Private browsing without storage: the choice lasts while the page is open.
    }
  }
  return [separator, choose];
}

/**
 * Beside a CSV download: semicolons between fields instead of commas. Excel where the decimal
 * mark is a comma (French, German…) splits a CSV opened by a double click on semicolons, and
 * showed every person in one column. Commas stay the default, as the file's format says; the
 * choice is remembered on the device (`useCsvSeparator`).
 */
export function CsvSeparatorChoice({ separator, onChange }: { separator: CsvSeparator; onChange: (separator: CsvSeparator) => void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={separator === ';'} onChange={(change) => onChange(change.target.checked ? ';' : ',')} />
      <Trans>Semicolons between fields (Excel in French, German…)</Trans>
    </label>
  );
}
