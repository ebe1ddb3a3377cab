import { useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { SettingsErrors, SettingsInput } from '../../domain/settings/settings';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { DemoDataPanel } from './demo-data-panel';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';

/** `/settings` (PRODUCT.md): administrators only. */
export function SettingsPage() {
  const state = useSettings();
  const appSettings = useService(TOKENS.appSettings);
  const demoDataReset = useService(TOKENS.demoDataReset);
  const popup = usePopup();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<SettingsErrors>({});

  async function save(input: SettingsInput) {
    setSaving(true);
    try {
      const result = await appSettings.save(input);
      setErrors(result.saved ? {} : result.errors);
      popup.show(result.saved ? { kind: 'success', text: 'Settings saved.' } : { kind: 'error', text: 'The settings were not saved: see the fields marked below.' });
    } catch (error) {
      popup.show({ kind: 'error', text: `The settings were not saved: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="settings-title" className="narrow">
      <title>Settings · Rollcall</title>
      <h1 id="settings-title">Settings</h1>
      {state.status === 'loading' && (
        <p role="status" className="loading">
          Loading the settings…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="alert alert--error">
          The settings could not be loaded: {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <SettingsForm settings={state.settings} events={state.events} saving={saving} errors={errors} onSave={(input) => void save(input)} />
      )}
      {demoDataReset && <DemoDataPanel reset={demoDataReset} />}
    </section>
  );
}
