import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LegacyEncoding } from '../../application/ports/spreadsheet-reader.port';
import type { ReadChoiceProps } from './sheet-choice';

const ENCODINGS: ReadonlyArray<[LegacyEncoding, MessageDescriptor]> = [
  ['windows-1252', msg`Western European (Windows)`],
  ['windows-1250', msg`Central European (Windows)`],
  ['macintosh', msg`Western European (Mac)`],
  ['ibm850', msg`Western European (DOS)`],
];

/**
 * The character set of a text file that is not Unicode, as Excel's "File origin" and
 * LibreOffice's "Character set" offer it: guessed from the file, chosen here when the names
 * show it was guessed wrong (a short file gives little to judge by).
 */
export function EncodingChoice({ id, table, choice, onChange }: ReadChoiceProps) {
  const { i18n } = useLingui();
  if (!table.encoding) return null;
  return (
    <div className="field">
      <label htmlFor={`${id}-encoding`}>
        <Trans>Character set</Trans>
      </label>
      <select
        id={`${id}-encoding`}
        aria-describedby={`${id}-encoding-hint`}
        value={table.encoding}
        onChange={(change) => {
          const chosen = ENCODINGS.find(([encoding]) => encoding === change.target.value);
          if (chosen) onChange({ ...choice, encoding: chosen[0] });
        }}
      >
        {ENCODINGS.map(([encoding, label]) => (
          <option key={encoding} value={encoding}>
            {i18n._(label)}
          </option>
        ))}
      </select>
      <p id={`${id}-encoding-hint`} className="field__hint">
        <Trans>
          The file is not in Unicode, so its character set was guessed. If names look wrong (“Dvoøák” for “Dvořák”), choose another.
        </Trans>
      </p>
    </div>
  );
}
