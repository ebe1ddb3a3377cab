import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PersonRow, SaveOutcome } from '../../application/admin/people-admin.use-case';
import { IMPORT_FIELDS } from '../../domain/people/import-mapping';
import type { PeopleList } from '../../domain/people/people-lists';
import { Field } from '../shared/field';
import { StillWaiting } from '../shared/still-waiting';
import { useSaveForm } from '../shared/use-save-form';

/** Add or edit one person; what was typed stays whatever the answer. */
export function PersonFormPanel({
  list,
  editing,
  onSave,
  onClose,
}: {
  list: PeopleList;
  editing: PersonRow | null;
  onSave: (values: Record<string, string>) => Promise<SaveOutcome>;
  onClose: () => void;
}) {
  const fields = IMPORT_FIELDS[list].filter((field) => field.kind !== 'date');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, editing ? String((editing as Record<string, unknown>)[field.key] ?? '') : ''])),
  );
  const { t, i18n } = useLingui();
  const editedName = editing?.name ?? '';
  const { errors, problem, busy, form, submit } = useSaveForm(
    () => onSave(values),
    onClose,
    (outcome) =>
      outcome.kind === 'duplicate'
        ? t`Another entry of this list has this e-mail already.`
        : outcome.kind === 'gone'
          ? t`This entry was deleted by someone else while you were editing. What you typed is still here: cancel, or add it again as a new entry.`
          : null,
  );

  return (
    <section className="panel" aria-labelledby="person-form-title">
      <h2 id="person-form-title">{editing ? t`Edit ${editedName}` : t`Add a person`}</h2>
      {problem && (
        <p role="alert" className="alert alert--error">
          {problem}
        </p>
      )}
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="form form--columns" aria-busy={busy}>
        {fields.map((field) => (
          <Field
            key={field.key}
            name={field.key}
            label={i18n._(field.label)}
            type={field.kind === 'email' ? 'email' : field.kind === 'count' ? 'number' : 'text'}
            optional={!field.required}
            value={values[field.key] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            error={errors[field.key]}
          />
        ))}
        <p className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t`Saving…` : editing ? t`Save changes` : t`Add`}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
        </p>
        <StillWaiting busy={busy} />
      </form>
    </section>
  );
}
