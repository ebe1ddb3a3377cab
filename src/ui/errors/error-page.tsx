import { Link } from 'react-router-dom';

export type ErrorPageProps = {
  /** SPEC §2: defaults to 500. */
  status?: number;
  message: string;
};

export function errorTitle(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/** SPEC §2 error page: the status, its title, and the error's message as description. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const title = errorTitle(status);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${title} · Rollcall`}</title>
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">
        <span className="visually-hidden">{`Error ${status}: `}</span>
        {title}
      </h1>
      <p className="error-page__message">{message}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
