import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { StillWaiting } from '../shared/still-waiting';

export type ImportProgressState = { written: number; total: number; waitingForNetwork: boolean };

/**
 * An import under way: how far it is, and, when the network went part-way, that it waits for it
 * (the rest is sent when it is back); with the network there but no step answered for a while (a
 * busy server), that it is still under way. Closing the page meanwhile would stop the import part-way,
 * so the browser asks first, as it does for an upload.
 */
export function ImportProgress({ written: writtenCount, total: totalCount, waitingForNetwork }: ImportProgressState) {
  const id = useId();
  const { i18n } = useLingui();
  useEffect(() => {
    const askBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, []);
  const written = i18n.number(writtenCount);
  const total = i18n.number(totalCount);
  return (
    <>
      <div role="status">
        <label htmlFor={id}>
          {waitingForNetwork ? (
            <Trans>
              No connection to the server: {written} of {total} imported so far. Keep this page open: the rest is sent when the connection
              is back.
            </Trans>
          ) : (
            <Trans>
              Importing: {written} of {total}
            </Trans>
          )}
        </label>
        <progress id={id} max={totalCount} value={writtenCount} />
      </div>
      <StillWaiting busy={!waitingForNetwork} progress={writtenCount} />
    </>
  );
}
