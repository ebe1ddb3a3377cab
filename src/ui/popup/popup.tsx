import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** `waiting`: a send still under way after long; it stays until its outcome takes its place. */
export type PopupKind = 'success' | 'error' | 'waiting';
export type PopupMessage = { kind: PopupKind; text: string };

type PopupApi = { show: (message: PopupMessage) => void; dismiss: () => void };

const PopupContext = createContext<PopupApi | null>(null);
/** How long a success stays on screen; errors and waits stay until dismissed or replaced. */
export const SUCCESS_VISIBLE_MS = 6000;

/**
 * The popup message: one overlay for success, error and still-waiting messages. Both live
 * regions (polite for success and waiting, assertive for errors) exist before anything is said,
 * so screen readers announce each message; a success fades after a few seconds, an error stays
 * until dismissed, and a wait until its outcome replaces it.
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
          {message && message.kind !== 'error' && <PopupCard message={message} onDismiss={dismiss} />}
        </div>
        <div className="popup-region" aria-live="assertive" aria-atomic="true">
          {message?.kind === 'error' && <PopupCard message={message} onDismiss={dismiss} />}
        </div>
      </div>
    </PopupContext>
  );
}

/** Each kind's mark and the word a screen reader hears before the text: never colour alone. */
const KINDS: Readonly<Record<PopupKind, { icon: string; said: MessageDescriptor }>> = {
  success: { icon: '✓', said: msg`Done:` },
  error: { icon: '!', said: msg`Problem:` },
  waiting: { icon: '…', said: msg`Under way:` },
};

function PopupCard({ message, onDismiss }: { message: PopupMessage; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const kind = KINDS[message.kind];
  return (
    <div className={`popup popup--${message.kind}`}>
      <span className="popup__icon" aria-hidden="true">
        {kind.icon}
      </span>
      <p className="popup__text">
        <span className="visually-hidden">{i18n._(kind.said)} </span>
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
