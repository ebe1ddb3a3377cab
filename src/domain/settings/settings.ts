/** The one settings document has this id (PRODUCT.md). */
export const APP_SETTINGS_ID = 'app';

export type SettingsDocument = {
  readonly id: string;
  organisationName: string;
  /** Empty: the scanner asks which event. */
  defaultScannerEventId: string;
  scannerSound: boolean;
};
