import { StoreOfflineError } from '../ports/store-errors';

/**
 * The checks of the visitors' forms (zod), loaded at the first check rather than with the data
 * layer: a page reads and shows its data without them, and evaluating them took a quarter of the
 * data layer's start on a phone. `warmFormChecks` asks for them ahead, once the data layer is in.
 * `onDemand` loads a module at the first call, and again at the next after a failed download.
 */
export function onDemand<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A download that failed is tried again at the next check (browsers that keep a failed
      // import fail it again at once). It failed for want of a connection, or of the server
      // that has the app: the person is told that, not the URL.
      loading = undefined;
      console.error(`The ${what} could not be downloaded:`, error);
      throw new StoreOfflineError(`download the ${what}`);
    });
    return loading;
  };
}

export const registrationChecks = onDemand('registration form’s checks', () => import('../../domain/registrations/registration-forms'));
export const feedbackChecks = onDemand('feedback form’s checks', () => import('../../domain/feedback/feedback-form'));

/** Loads every form's checks now; a failure waits for the check that needs them. */
export function warmFormChecks(): void {
  registrationChecks().catch(() => undefined);
  feedbackChecks().catch(() => undefined);
}
