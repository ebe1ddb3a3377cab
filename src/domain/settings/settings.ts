/** The one settings document has this id. */
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
