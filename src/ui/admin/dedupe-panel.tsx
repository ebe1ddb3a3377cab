import { useEffect, useState } from 'react';
import type { DuplicatePreview } from '../../application/admin/duplicate-cleanup.use-case';
import { TOKENS } from '../../application/tokens';
import type { ImportTarget } from '../../domain/people/import-mapping';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { LoadFailed, Loading } from '../shared/page-states';
import { formatDateTime } from '../shared/format';

/** Remove duplicates by e-mail: per e-mail, which entry stays and which go; then the delete. */
export function DedupePanel({ target, onClose }: { target: ImportTarget; onClose: () => void }) {
  const cleanup = useService(TOKENS.duplicateCleanup);
  const popup = usePopup();
  const [groups, setGroups] = useState<DuplicatePreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    cleanup.preview(target).then(setGroups, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [cleanup, target]);

  async function apply() {
    if (!groups) return;
    setBusy(true);
    try {
      const removed = await cleanup.apply(target, groups);
      popup.show({ kind: 'success', text: `${removed} duplicate${removed === 1 ? '' : 's'} removed.` });
      onClose();
    } catch (error) {
      popup.show({ kind: 'error', text: `The duplicates were not removed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  const going = groups?.reduce((count, group) => count + group.remove.length, 0) ?? 0;
  return (
    <section className="panel" aria-labelledby="dedupe-title">
      <h2 id="dedupe-title">Remove duplicates by e-mail</h2>
      {!groups && !failure && <Loading label="Looking for duplicates…" />}
      {failure && <LoadFailed what="The duplicates" message={failure} />}
      {groups?.length === 0 && <p role="status">No two entries share an e-mail.</p>}
      {groups && groups.length > 0 && (
        <>
          <p role="status">
            {groups.length} e-mail{groups.length === 1 ? '' : 's'} appear more than once: {going} entr{going === 1 ? 'y goes' : 'ies go'}. The oldest entry of each stays.
          </p>
          <ul className="dedupe-list">
            {groups.map((group) => (
              <li key={group.email}>
                <strong>{group.email}</strong>
                <ul>
                  <li>
                    Stays: {group.keep.name} (added {formatDateTime(group.keep.createdAt)})
                  </li>
                  {group.remove.map((entry) => (
                    <li key={entry.id}>
                      Goes: {entry.name} (added {formatDateTime(entry.createdAt)})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--danger" onClick={() => void apply()} disabled={busy}>
            {busy ? 'Removing…' : `Remove ${going} duplicate${going === 1 ? '' : 's'}`}
          </button>{' '}
        </>
      )}
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
        Close
      </button>
    </section>
  );
}
