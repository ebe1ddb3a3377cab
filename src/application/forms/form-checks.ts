/**
 * The checks of the visitors' forms (zod), loaded at the first check rather than with the data
 * layer: a page reads and shows its data without them, and evaluating them took a quarter of the
 * data layer's start on a phone. `warmFormChecks` loads them ahead, once the page is idle.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A download that failed is tried again at the next check.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const registrationChecks = once(() => import('../../domain/registrations/registration-forms'));
export const feedbackChecks = once(() => import('../../domain/feedback/feedback-form'));

/** Loads every form's checks now; a failure waits for the check that needs them. */
export function warmFormChecks(): void {
  registrationChecks().catch(() => undefined);
  feedbackChecks().catch(() => undefined);
}
