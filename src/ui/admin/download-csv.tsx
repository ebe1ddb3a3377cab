import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { CollectionName } from '../../application/ports/collections';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';

/** A list's rows as shown: `narrowed` under a search or filter (the file then holds only those). */
type ListedRows = { narrowed: boolean; count: number; ids: () => readonly string[] };

/**
 * Downloads the collection as {collection}.csv, with an optional header row; with `listed`, in
 * the list's order when the button is pressed, and under a search or filter only the rows shown.
 */
export function DownloadCsv({ collection, listed = null }: { collection: CollectionName; listed?: ListedRows | null }) {
  const exporter = useService(TOKENS.collectionExport);
  const popup = usePopup();
  const [header, setHeader] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function download() {
    setBusy(true);
    const ids = listed?.ids();
    const ok = await exporter.downloadCsv(collection, { header, ...(ids ? (listed?.narrowed ? { only: ids } : { order: ids }) : {}) });
    setBusy(false);
    popup.show(
      ok
        ? { kind: 'success', text: t`${collection}.csv is downloaded.` }
        : { kind: 'error', text: t`${collection}.csv could not be made. Try again.` },
    );
  }
  return (
    <div className="download-csv">
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy} aria-describedby={id}>
        {busy ? t`Preparing…` : listed?.narrowed ? downloadShown(collection, listed.count) : t`Download ${collection}.csv`}
      </button>
      <label className="checkbox" id={id}>
        <input type="checkbox" checked={header} onChange={(change) => setHeader(change.target.checked)} />
        <Trans>With a header row</Trans>
      </label>
    </div>
  );
}

function downloadShown(collection: CollectionName, count: number): string {
  return plural(count, { one: `Download the # shown as ${collection}.csv`, other: `Download the # shown as ${collection}.csv` });
}
