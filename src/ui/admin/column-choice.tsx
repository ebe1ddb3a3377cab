import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportField } from '../../domain/people/import-mapping';

type ColumnChoiceProps = {
  id: string;
  field: ImportField;
  columns: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
};

/**
 * The columns that feed one field. A text field may take several, joined with a space (a name
 * in "First Name" and "Last Name"); "Not in the file" on an added column removes it.
 */
export function ColumnChoice({ id, field, columns, chosen, onChange }: ColumnChoiceProps) {
  const selects = chosen.length === 0 ? [''] : chosen;
  const choose = (position: number, column: string) => {
    const next = [...chosen];
    if (column) next[position] = column;
    else next.splice(position, 1);
    onChange(next.filter(Boolean));
  };
  const unused = columns.filter((column) => !chosen.includes(column));
  const { t, i18n } = useLingui();
  const label = i18n._(field.label);
  const joined = chosen.join(' + ');
  return (
    <div className="field column-choice">
      <label id={`${id}-label`} htmlFor={`${id}-0`}>
        {label}
        {field.required ? '' : ` ${t`(optional)`}`}
      </label>
      {selects.map((value, position) => (
        <select
          key={position}
          id={`${id}-${position}`}
          aria-label={position === 0 ? undefined : columnLabel(label, position + 1)}
          value={value}
          onChange={(change) => choose(position, change.target.value)}
        >
          <option value="">{position === 0 ? t`Not in the file` : t`Not in the file (remove)`}</option>
          {columns.map((column) => (
            <option key={column} value={column} disabled={column !== value && chosen.includes(column)}>
              {column}
            </option>
          ))}
        </select>
      ))}
      {field.kind === 'text' && chosen.length > 0 && unused.length > 0 && (
        <button type="button" className="link-button" onClick={() => onChange([...chosen, unused[0] ?? ''])}>
          <Trans>
            + Add a column <span className="visually-hidden">to {label}</span>
          </Trans>
        </button>
      )}
      {chosen.length > 1 && (
        <p className="field__hint">
          <Trans>Joined with a space: {joined}.</Trans>
        </p>
      )}
    </div>
  );
}

function columnLabel(field: string, number: number): string {
  return translate`${field}, column ${number}`;
}
