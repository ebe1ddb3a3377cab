import { APP_SETTINGS_ID, DEFAULT_SETTINGS, type SettingsDocument, type SettingsInput } from '../../domain/settings/settings';
import { validateSettings, type SettingsErrors } from '../../domain/settings/settings-check';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';

export type SaveSettingsResult = { saved: true } | { saved: false; errors: SettingsErrors };

/** The one settings document, with defaults until an administrator saves it. */
export class AppSettings {
  constructor(private readonly store: DocumentStore) {}

  watch(onChange: (settings: SettingsDocument) => void, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch(
      'settings',
      { where: [{ field: 'id', op: '==', value: APP_SETTINGS_ID }] },
      ([stored]) => onChange(stored ?? { ...DEFAULT_SETTINGS, id: APP_SETTINGS_ID }),
      onError,
    );
  }

  async save(input: SettingsInput): Promise<SaveSettingsResult> {
    const events = await this.store.listAll('events');
    const errors = validateSettings(input, new Set(events.map((event) => event.id)));
    if (Object.keys(errors).length > 0) return { saved: false, errors };
    const settings: SettingsInput = { ...input, organisationName: input.organisationName.trim() };
    const { created } = await this.store.createIfAbsent('settings', APP_SETTINGS_ID, settings);
    if (!created) await this.store.update('settings', APP_SETTINGS_ID, settings);
    return { saved: true };
  }
}
