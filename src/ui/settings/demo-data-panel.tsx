import { useState } from 'react';
import type { DemoDataReset } from '../../application/ports/demo-data-reset.port';
import { usePopup } from '../popup/popup';

/** Offline mode: put the demo data back, after saying what that replaces. */
export function DemoDataPanel({ reset }: { reset: DemoDataReset }) {
  const popup = usePopup();
  const [step, setStep] = useState<'idle' | 'confirming' | 'resetting'>('idle');

  async function confirm() {
    setStep('resetting');
    try {
      await reset.reset();
      popup.show({ kind: 'success', text: 'The demo data is back as on the first start.' });
    } catch (error) {
      popup.show({ kind: 'error', text: `The demo data could not be reset: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setStep('idle');
    }
  }

  return (
    <section aria-labelledby="demo-data-title" className="panel">
      <h2 id="demo-data-title">Demo data</h2>
      <p>This copy of Rollcall runs offline. Resetting replaces every event, person, registration, check-in and piece of feedback with the demo data.</p>
      {step === 'idle' && (
        <button type="button" className="button button--secondary" onClick={() => setStep('confirming')}>
          Reset demo data…
        </button>
      )}
      {step !== 'idle' && (
        <div role="group" aria-label="Confirm the reset" className="confirm">
          <p>
            <strong>Replace everything with the demo data?</strong> This cannot be undone.
          </p>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={step === 'resetting'}>
            {step === 'resetting' ? 'Resetting…' : 'Reset now'}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setStep('idle')} disabled={step === 'resetting'}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
