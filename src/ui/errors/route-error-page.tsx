import { t } from '@lingui/core/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === 'string' && data !== '' ? data : error.statusText;
    const status = error.status;
    return { status, message: message || t`Error ${status}` };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: String(error) };
}

/** Whatever a page throws while loading or rendering ends here: 500 unless it says otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { status, message } = describe(error);
  return <ErrorPage status={status} message={message} />;
}
