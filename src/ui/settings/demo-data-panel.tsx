import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DemoDataReset } from '../../application/ports/demo-data-reset.port';
import { usePopup } from '../popup/popup';
import { reasonOf } from '../shared/error-reason';

/** Offline mode: put the demo data back, after saying what that replaces. */
export function DemoDataPanel({ reset }: { reset: DemoDataReset }) {
  const popup = usePopup();
  const [step, setStep] = useState<'idle' | 'confirming' | 'resetting'>('idle');
  const { t } = useLingui();

  async function confirm() {
    setStep('resetting');
    try {
      await reset.reset();
      popup.show({ kind: 'success', text: t`The demo data is back as on the first start.` });
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`The demo data could not be reset: ${reason}` });
    } finally {
      setStep('idle');
    }
  }

  return (
    <section aria-labelledby="demo-data-title" className="panel">
      <h2 id="demo-data-title">
        <Trans>Demo data</Trans>
      </h2>
      <p>
        <Trans>
          This copy of Rollcall runs offline. Resetting replaces every event, person, registration, check-in and piece of feedback with the
          demo data.
        </Trans>
      </p>
      {step === 'idle' && (
        <button type="button" className="button button--secondary" onClick={() => setStep('confirming')}>
          <Trans>Reset demo data…</Trans>
        </button>
      )}
      {step !== 'idle' && (
        <div role="group" aria-label={t`Confirm the reset`} className="confirm">
          <p>
            <Trans>
              <strong>Replace everything with the demo data?</strong> This cannot be undone.
            </Trans>
          </p>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={step === 'resetting'}>
            {step === 'resetting' ? t`Resetting…` : t`Reset now`}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setStep('idle')} disabled={step === 'resetting'}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
