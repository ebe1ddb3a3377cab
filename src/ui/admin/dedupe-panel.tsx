import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { DuplicatePreview } from '../../application/admin/duplicate-cleanup.use-case';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import type { PeopleList } from '../../domain/people/people-lists';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { LoadFailed, Loading } from '../shared/page-states';
import { formatDateTime } from '../shared/format';
import { reasonOf } from '../shared/error-reason';
import { StillWaiting } from '../shared/still-waiting';

/** Remove duplicates by e-mail: per e-mail, which entry stays and which go; then the delete. */
export function DedupePanel({ list, onClose }: { list: PeopleList; onClose: () => void }) {
  const cleanup = useService(TOKENS.duplicateCleanup);
  const popup = usePopup();
  const [groups, setGroups] = useState<DuplicatePreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    cleanup.preview(list).then(setGroups, (error: unknown) => setFailure(reasonOf(error)));
  }, [cleanup, list]);

  async function apply() {
    if (!groups) return;
    setBusy(true);
    try {
      const removed = await cleanup.apply(list, groups);
      popup.show({ kind: 'success', text: plural(removed, { one: '# duplicate removed.', other: '# duplicates removed.' }) });
      onClose();
    } catch (error) {
      popup.show({ kind: 'error', text: notRemovedMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const going = groups?.reduce((count, group) => count + group.remove.length, 0) ?? 0;
  return (
    <section className="panel" aria-labelledby="dedupe-title">
      <h2 id="dedupe-title">
        <Trans>Remove duplicates by e-mail</Trans>
      </h2>
      {!groups && !failure && <Loading label={t`Looking for duplicates…`} />}
      {failure && <LoadFailed what={t`The duplicates`} message={failure} />}
      {groups?.length === 0 && (
        <p role="status">
          <Trans>No two entries share an e-mail.</Trans>
        </p>
      )}
      {groups && groups.length > 0 && (
        <>
          <p role="status">{duplicateSummary(groups.length, going)}</p>
          <ul className="dedupe-list">
            {groups.map((group) => (
              <li key={group.email}>
                <strong>{group.email}</strong>
                <ul>
                  <li>
                    <Entry stays name={group.keep.name} added={formatDateTime(group.keep.createdAt)} />
                  </li>
                  {group.remove.map((entry) => (
                    <li key={entry.id}>
                      <Entry stays={false} name={entry.name} added={formatDateTime(entry.createdAt)} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--danger" onClick={() => void apply()} disabled={busy}>
            {busy ? t`Removing…` : plural(going, { one: 'Remove # duplicate', other: 'Remove # duplicates' })}
          </button>{' '}
        </>
      )}
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
        <Trans>Close</Trans>
      </button>
      <StillWaiting busy={busy} />
    </section>
  );
}

/**
 * Removed in parts (batches, or ticket by ticket): a failure part-way leaves the first parts
 * removed. A part the server has not confirmed is on its way and may still land (the server out
 * of reach while the device is online), so it is not called "not removed"; the parts after it
 * were not sent. Removing again costs nothing either way: it finds only what is left.
 */
function notRemovedMessage(error: unknown): string {
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return translate`Removing the duplicates is not confirmed: ${reason}. It may still be done once the server answers: then open “Remove duplicates…” again to remove what is left.`;
  }
  const reason = reasonOf(error);
  return translate`Not every duplicate was removed: ${reason}. Those removed stay removed: once connected, remove duplicates again to remove the rest.`;
}

function duplicateSummary(emails: number, going: number): string {
  const repeated = plural(emails, { one: '# e-mail appears more than once', other: '# e-mails appear more than once' });
  const leaving = plural(going, { one: '# entry goes', other: '# entries go' });
  return translate`${repeated}: ${leaving}. The oldest entry of each stays.`;
}

function Entry({ stays, name, added }: { stays: boolean; name: string; added: string }) {
  return stays ? (
    <Trans>
      Stays: {name} (added {added})
    </Trans>
  ) : (
    <Trans>
      Goes: {name} (added {added})
    </Trans>
  );
}
