import { t } from '@lingui/core/macro';
/** The one settings document has this id (PRODUCT.md). */
export const APP_SETTINGS_ID = 'app';

export type SettingsDocument = {
  readonly id: string;
  organisationName: string;
  /** Empty: the scanner asks which event. */
  defaultScannerEventId: string;
  scannerSound: boolean;
};

export const MAX_ORGANISATION_NAME_LENGTH = 100;

export type SettingsInput = Omit<SettingsDocument, 'id'>;

export const DEFAULT_SETTINGS: SettingsInput = {
  organisationName: 'Rollcall',
  defaultScannerEventId: '',
  scannerSound: true,
};

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
