import { useEffect, useRef } from 'react';
import { KeyboardWedge } from '../../application/scanner/keyboard-wedge';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** Puts a field back as it was, the way React hears a change (its own value setter, then an input event). */
function restore(field: TextField, value: string) {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Codes typed by a handheld scanner in keyboard mode, wherever the focus is: nobody has to
 * click a field first. A scan typed into a field (the search) is taken back out of it, and its
 * Enter submits nothing; a person's typing is left alone (keyboard-wedge.ts tells them apart).
 */
export function useKeyboardWedge(onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    const wedge = new KeyboardWedge();
    let echo: { field: TextField; value: string } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { code, startsBurst } = wedge.key(event.key, event.timeStamp);
      if (startsBurst) echo = isTextField(event.target) ? { field: event.target, value: event.target.value } : null;
      if (!code) return;
      event.preventDefault();
      if (echo) restore(echo.field, echo.value);
      echo = null;
      latest.current(code);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
