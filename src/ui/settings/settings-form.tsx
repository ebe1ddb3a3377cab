import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { EventDocument } from '../../domain/events/event';
import type { SettingsDocument, SettingsInput } from '../../domain/settings/settings';
import type { SettingsErrors } from '../../domain/settings/settings-check';
import { StillWaiting } from '../shared/still-waiting';

export type SettingsFormProps = {
  settings: SettingsDocument;
  events: EventDocument[];
  saving: boolean;
  errors: SettingsErrors;
  onSave: (input: SettingsInput) => void;
};

/** Organisation name, the scanner's default event and its sound; typed values survive a failure. */
export function SettingsForm({ settings, events, saving, errors, onSave }: SettingsFormProps) {
  const [input, setInput] = useState<SettingsInput>({
    organisationName: settings.organisationName,
    defaultScannerEventId: settings.defaultScannerEventId,
    scannerSound: settings.scannerSound,
  });
  const id = useId();
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(input);
  };
  const unknownDefault = input.defaultScannerEventId !== '' && !events.some((event) => event.id === input.defaultScannerEventId);

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={saving}>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          <Trans>Organisation name</Trans>
        </label>
        <input
          id={`${id}-name`}
          value={input.organisationName}
          onChange={(change) => setInput({ ...input, organisationName: change.target.value })}
          aria-invalid={errors.organisationName ? true : undefined}
          aria-describedby={errors.organisationName ? `${id}-name-error` : `${id}-name-hint`}
        />
        <p id={`${id}-name-hint`} className="field__hint">
          <Trans>Shown on the home page and on tickets.</Trans>
        </p>
        {errors.organisationName && (
          <p id={`${id}-name-error`} className="field__error">
            {errors.organisationName}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-event`}>
          <Trans>Scanner’s default event</Trans>
        </label>
        <select
          id={`${id}-event`}
          value={input.defaultScannerEventId}
          onChange={(change) => setInput({ ...input, defaultScannerEventId: change.target.value })}
          aria-invalid={errors.defaultScannerEventId ? true : undefined}
          aria-describedby={errors.defaultScannerEventId ? `${id}-event-error` : undefined}
        >
          <option value="">{t`Ask every time`}</option>
          {unknownDefault && <option value={input.defaultScannerEventId}>{t`An event that no longer exists`}</option>}
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </select>
        {errors.defaultScannerEventId && (
          <p id={`${id}-event-error`} className="field__error">
            {errors.defaultScannerEventId}
          </p>
        )}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={input.scannerSound}
          onChange={(change) => setInput({ ...input, scannerSound: change.target.checked })}
        />
        <Trans>Play a sound for each scan</Trans>
      </label>
      <p>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t`Saving…` : t`Save settings`}
        </button>
      </p>
      <StillWaiting busy={saving} />
    </form>
  );
}
