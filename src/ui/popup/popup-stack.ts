/** `waiting`: a send still under way after long; it stays until its outcome takes its place. */
export type PopupKind = 'success' | 'error' | 'waiting';
/**
 * `about`: what the message is about (one ticket's sending, say): a later message about the same
 * thing takes its place, as an outcome takes the place of its wait.
 */
export type PopupMessage = { kind: PopupKind; text: string; about?: string };
export type ShownPopup = PopupMessage & { id: number };

/** The most messages shown at once: enough for the few things a person starts together, never a wall. */
export const MOST_SHOWN = 3;

/**
 * The messages shown once `message` is said. Another message no longer replaces what was shown
 * (an error read by nobody, replaced a moment later by another row's success, was lost): it is
 * added below, and only the oldest beyond `MOST_SHOWN` give way. A message about the same thing
 * as one shown, or the same words again, takes that one's place.
 */
export function withPopup(shown: readonly ShownPopup[], message: ShownPopup): ShownPopup[] {
  const same = shown.findIndex(
    (old) => (message.about !== undefined && old.about === message.about) || (old.kind === message.kind && old.text === message.text),
  );
  if (same >= 0) return shown.map((old, index) => (index === same ? message : old));
  return [...shown, message].slice(-MOST_SHOWN);
}
