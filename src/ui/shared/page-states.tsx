import { Trans, useLingui } from '@lingui/react/macro';
import { useCountsAsLoading } from './loading-states';
import type { Live } from './use-live';

/** A page, or a part of it, waiting for its data or its code. */
export function Loading({ label }: { label: string }) {
  useCountsAsLoading();
  return (
    <p role="status" className="loading">
      {label}
    </p>
  );
}

export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="alert alert--error">
      <p>
        <Trans>
          {what} could not be loaded: {message}
        </Trans>
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}

/**
 * What a live result waits for, in words: loading; this device holding no copy yet; showing this
 * device's copy until the server confirms it; the server not answering. Nothing once confirmed,
 * and nothing on error (the page shows LoadFailed, with what to do).
 */
export function LiveNotice({ live, what }: { live: Live<unknown>; what: string }) {
  const { t } = useLingui();
  if (live.status === 'loading') {
    if (live.serverSilent) {
      return (
        <p role="status" className="loading live-notice live-notice--silent">
          <span aria-hidden="true">⚠ </span>
          <Trans>The server is not answering, and this device holds no copy of {what} yet: it shows as soon as the connection works.</Trans>
        </p>
      );
    }
    const loading = t`Loading ${what}…`;
    return (
      <Loading
        label={live.noCopyOnDevice ? `${loading} ${t`This device holds no copy of it yet: it shows once the server answers.`}` : loading}
      />
    );
  }
  if (live.status !== 'ready' || live.confirmed) return null;
  return live.serverSilent ? (
    <p role="status" className="live-notice live-notice--silent">
      <span aria-hidden="true">⚠ </span>
      <Trans>The server is not answering: this is this device’s copy of {what}, and it may be out of date.</Trans>
    </p>
  ) : (
    <p role="status" className="live-notice">
      <Trans>This device’s copy of {what}; waiting for the server to confirm it.</Trans>
    </p>
  );
}
