import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import { outcomeMessage } from './outcome-message';

const ICON = { success: '✓', warning: '!', error: '✕' } as const;

/** A result said in words and with an icon, never by colour alone; announced when it appears. */
export function OutcomePanel({ outcome, large = false }: { outcome: ScanOutcome; large?: boolean }) {
  const message = outcomeMessage(outcome);
  return (
    <div className={`outcome outcome--${message.tone}${large ? ' outcome--large' : ''}`}>
      <span className="outcome__icon" aria-hidden="true">
        {ICON[message.tone]}
      </span>
      <div>
        <p className="outcome__title">{message.title}</p>
        <p className="outcome__detail">{message.detail}</p>
      </div>
    </div>
  );
}
