import { t } from '@lingui/core/macro';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** An unmatched path is a 404 with "Page not found: {path}". */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={t`Page not found: ${pathname}`} />;
}
