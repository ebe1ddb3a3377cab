import { t } from '@lingui/core/macro';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type PopupKind = 'success' | 'error';
export type PopupMessage = { kind: PopupKind; text: string };

type PopupApi = { show: (message: PopupMessage) => void; dismiss: () => void };

const PopupContext = createContext<PopupApi | null>(null);
const SUCCESS_VISIBLE_MS = 6000;

/**
 * The popup message: one overlay for success and error messages. Both live regions
 * (polite for success, assertive for errors) exist before anything is said, so screen readers
 * announce each message; a success fades after a few seconds, an error stays until dismissed.
 */
export function PopupProvider({ children, initial = null }: { children: ReactNode; initial?: PopupMessage | null }) {
  const [message, setMessage] = useState<PopupMessage | null>(initial);
  const dismiss = useCallback(() => setMessage(null), []);
  const api = useMemo<PopupApi>(() => ({ show: setMessage, dismiss }), [dismiss]);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = setTimeout(dismiss, SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [message, dismiss]);

  useEffect(() => {
    if (!message) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [message, dismiss]);

  return (
    <PopupContext value={api}>
      {children}
      <div className="popup-anchor">
        <div className="popup-region" aria-live="polite" aria-atomic="true">
          {message?.kind === 'success' && <PopupCard message={message} onDismiss={dismiss} />}
        </div>
        <div className="popup-region" aria-live="assertive" aria-atomic="true">
          {message?.kind === 'error' && <PopupCard message={message} onDismiss={dismiss} />}
        </div>
      </div>
    </PopupContext>
  );
}

function PopupCard({ message, onDismiss }: { message: PopupMessage; onDismiss: () => void }) {
  return (
    <div className={`popup popup--${message.kind}`}>
      <span className="popup__icon" aria-hidden="true">
        {message.kind === 'success' ? '✓' : '!'}
      </span>
      <p className="popup__text">
        <span className="visually-hidden">{message.kind === 'success' ? t`Done:` : t`Problem:`} </span>
        {message.text}
      </p>
      <button type="button" className="popup__close" onClick={onDismiss} aria-label={t`Dismiss message`}>
        ×
      </button>
    </div>
  );
}

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup() needs a <PopupProvider> above it.');
  return api;
}
