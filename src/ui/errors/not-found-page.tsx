import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** SPEC §2: an unmatched path is a 404 with "Page not found: {path}". */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`Page not found: ${pathname}`} />;
}
