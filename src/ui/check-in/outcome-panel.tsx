import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import { useEventZone } from '../shared/event-zone';
import { outcomeMessage, type OutcomeAudience } from './outcome-message';

const ICON = { success: '✓', warning: '!', error: '✕' } as const;

/**
 * A result said in words and with an icon, never by colour alone; announced when it appears.
 * For staff, a last line says what to do.
 */
export function OutcomePanel({ outcome, audience, large = false }: { outcome: ScanOutcome; audience: OutcomeAudience; large?: boolean }) {
  const message = outcomeMessage(outcome, audience, useEventZone());
  return (
    <div className={`outcome outcome--${message.tone}${large ? ' outcome--large' : ''}`}>
      <span className="outcome__icon" aria-hidden="true">
        {ICON[message.tone]}
      </span>
      <div>
        <p className="outcome__title">{message.title}</p>
        <p className="outcome__detail">{message.detail}</p>
        {message.action && <p className="outcome__action">{message.action}</p>}
      </div>
    </div>
  );
}
