import { Trans } from '@lingui/react/macro';

/** The same address over https: where the notice sends the person. */
export function overHttps(href: string): string {
  const url = new URL(href);
  url.protocol = 'https:';
  return url.href;
}

/**
 * Said on a page the browser does not count as secure (plain http from an address other than
 * this machine's). There it withholds the service worker, the camera and `crypto.subtle`, which
 * Rollcall's work without network, its scanner and its imports need (docs/decisions.md,
 * "Rollcall needs a secure page"); without this notice they fail with the browser's own errors.
 * A browser that does not say (`isSecureContext` undefined) is taken as secure.
 */
export function InsecurePageNotice({
  secure = window.isSecureContext !== false,
  href = window.location.href,
}: {
  secure?: boolean;
  href?: string;
}) {
  if (secure) return null;
  return (
    <div role="alert" className="notice insecure-page-notice">
      <p>
        <Trans>
          <strong>This page was opened over http, which browsers do not count as secure.</strong> On such a page they hold back what parts
          of Rollcall need: working without network, the camera, importing people, and the offline demo’s data.
        </Trans>
      </p>
      <p>
        <Trans>
          <a href={overHttps(href)}>Open this page over https</a>. If that address does not answer, whoever runs Rollcall needs to serve it
          over https.
        </Trans>
      </p>
    </div>
  );
}
