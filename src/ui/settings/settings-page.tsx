import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { SettingsInput } from '../../domain/settings/settings';
import type { SettingsErrors } from '../../domain/settings/settings-check';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { DemoDataPanel } from './demo-data-panel';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';
import { reasonOf } from '../shared/error-reason';
import { Loading } from '../shared/page-states';

/** `/settings`: administrators only. */
export function SettingsPage() {
  const state = useSettings();
  const appSettings = useService(TOKENS.appSettings);
  const demoDataReset = useService(TOKENS.demoDataReset);
  const popup = usePopup();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const { t } = useLingui();

  async function save(input: SettingsInput) {
    setSaving(true);
    try {
      const result = await appSettings.save(input);
      setErrors(result.saved ? {} : result.errors);
      popup.show(
        result.saved
          ? { kind: 'success', text: t`Settings saved.` }
          : { kind: 'error', text: t`The settings were not saved: see the fields marked below.` },
      );
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`The settings were not saved: ${reason}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="settings-title" className="narrow">
      <title>{t`Settings · Rollcall`}</title>
      <h1 id="settings-title">
        <Trans>Settings</Trans>
      </h1>
      {state.status === 'loading' && <Loading label={t`Loading the settings…`} />}
      {state.status === 'error' && (
        <p role="alert" className="alert alert--error">
          <SettingsLoadFailed reason={state.message} />
        </p>
      )}
      {state.status === 'ready' && (
        <SettingsForm
          settings={state.settings}
          events={state.events}
          saving={saving}
          errors={errors}
          onSave={(input) => void save(input)}
        />
      )}
      {demoDataReset && <DemoDataPanel reset={demoDataReset} />}
    </section>
  );
}

function SettingsLoadFailed({ reason }: { reason: string }) {
  return <Trans>The settings could not be loaded: {reason}</Trans>;
}
