import type { UnsettledFeedback, UnsettledFeedbackKeep } from '../../application/ports/unsettled-feedback.port';

const KEY = 'rollcall.feedback.unsettled';

/**
 * The feedback sent without an answer, in the tab's session storage: it survives a reload of the
 * page, as the form's draft does, and ends with the tab. Anything unreadable counts as nothing
 * kept: the worst is the same feedback stored twice, as before.
 */
export class SessionStorageUnsettledFeedback implements UnsettledFeedbackKeep {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage) {}

  recall(): UnsettledFeedback | null {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(KEY) ?? 'null');
      return isUnsettledFeedback(value) ? value : null;
    } catch {
      return null;
    }
  }

  keep(send: UnsettledFeedback | null): void {
    try {
      if (send) this.storage?.setItem(KEY, JSON.stringify(send));
      else this.storage?.removeItem(KEY);
    } catch {
      // Storage full or blocked: the send is then known to this page only.
    }
  }
}

function isUnsettledFeedback(value: unknown): value is UnsettledFeedback {
  if (typeof value !== 'object' || value === null) return false;
  const { form, id, document } = value as Record<string, unknown>;
  return typeof form === 'string' && typeof id === 'string' && id !== '' && typeof document === 'object' && document !== null;
}
