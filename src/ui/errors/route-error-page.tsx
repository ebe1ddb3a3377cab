import { ErrorPage } from './error-page';

/** A page that failed: 500, with what the error says. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <ErrorPage status={500} message={error instanceof Error ? error.message : String(error)} />;
}
