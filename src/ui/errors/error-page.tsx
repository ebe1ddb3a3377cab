import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

export type ErrorPageProps = {
  /** 500 when not given. */
  status?: number;
  message: string;
};

export function errorTitle(status: number): string {
  return status === 404 ? t`Page Not Found` : t`Internal Server Error`;
}

/** The error page: the status, its title, and the error's message as description. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  // Asked for here, not only by the route around it: a page that failed is shown by an error
  // boundary, which a change of language does not draw again.
  useLingui();
  const title = errorTitle(status);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{title + ' · Rollcall'}</title>
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">
        <span className="visually-hidden">
          <Trans>Error {status}:</Trans>{' '}
        </span>
        {title}
      </h1>
      <p className="error-page__message">{message}</p>
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
