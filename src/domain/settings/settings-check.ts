import { t } from '@lingui/core/macro';
import { MAX_ORGANISATION_NAME_LENGTH, type SettingsInput } from './settings';

// Apart from settings.ts: the seeding scripts read the settings' id under plain Node, where
// Lingui's macros are not compiled.
export type SettingsErrors = Partial<Record<keyof SettingsInput, string>>;

/** Field by field, what is wrong with the settings; empty when they can be saved. */
export function validateSettings(input: SettingsInput, knownEventIds: ReadonlySet<string>): SettingsErrors {
  const errors: SettingsErrors = {};
  const name = input.organisationName.trim();
  if (name === '') errors.organisationName = t`Enter the name of your organisation.`;
  else if (name.length > MAX_ORGANISATION_NAME_LENGTH) {
    const limit = MAX_ORGANISATION_NAME_LENGTH + 1;
    const has = name.length;
    errors.organisationName = t`Keep the name under ${limit} characters (it has ${has}).`;
  }
  if (input.defaultScannerEventId !== '' && !knownEventIds.has(input.defaultScannerEventId)) {
    errors.defaultScannerEventId = t`That event no longer exists. Choose another one, or none.`;
  }
  return errors;
}
