import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { withPopup, type PopupKind, type PopupMessage, type ShownPopup } from './popup-stack';

export type { PopupKind, PopupMessage } from './popup-stack';

type PopupApi = { show: (message: PopupMessage) => void };

const PopupContext = createContext<PopupApi | null>(null);
/** How long a success stays on screen; errors and waits stay until dismissed or replaced. */
export const SUCCESS_VISIBLE_MS = 6000;

/**
 * The popup messages: one overlay for success, error and still-waiting messages, a few at once
 * (`withPopup`). Both live regions (polite for success and waiting, assertive for errors) exist
 * before anything is said, so screen readers announce each message as it is added; a success
 * fades after a few seconds, an error stays until dismissed, and a wait until its outcome
 * replaces it. Escape dismisses the latest.
 */
export function PopupProvider({ children, initial = null }: { children: ReactNode; initial?: PopupMessage | null }) {
  const nextId = useRef(1);
  const [shown, setShown] = useState<ShownPopup[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const dismiss = useCallback((id: number) => setShown((messages) => messages.filter((message) => message.id !== id)), []);
  const api = useMemo<PopupApi>(
    () => ({
      show: (message) => {
        // Taken outside the updater, which React may call twice.
        const id = nextId.current++;
        setShown((messages) => withPopup(messages, { ...message, id }));
      },
    }),
    [],
  );
  const latest = shown.at(-1)?.id;

  useEffect(() => {
    if (latest === undefined) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss(latest);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [latest, dismiss]);

  // Keyed by id: a message that takes another's place is a new card, announced whole.
  const cards = (errors: boolean) =>
    shown
      .filter((message) => (message.kind === 'error') === errors)
      .map((message) => <PopupCard key={message.id} message={message} onDismiss={dismiss} />);
  return (
    <PopupContext value={api}>
      {children}
      <div className="popup-anchor">
        <div className="popup-region" aria-live="polite">
          {cards(false)}
        </div>
        <div className="popup-region" aria-live="assertive">
          {cards(true)}
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

function PopupCard({ message, onDismiss }: { message: ShownPopup; onDismiss: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const kind = KINDS[message.kind];
  useEffect(() => {
    if (message.kind !== 'success') return;
    const timer = setTimeout(() => onDismiss(message.id), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [message.kind, message.id, onDismiss]);
  return (
    <div className={`popup popup--${message.kind}`}>
      <span className="popup__icon" aria-hidden="true">
        {kind.icon}
      </span>
      <p className="popup__text">
        <span className="visually-hidden">{i18n._(kind.said)} </span>
        {message.text}
      </p>
      <button type="button" className="popup__close" onClick={() => onDismiss(message.id)} aria-label={t`Dismiss message`}>
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
