import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { CollectionName } from '../../application/ports/collections';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';

/**
 * Downloads the collection as {collection}.csv, with an optional header row; with `only` (a
 * list under a search or filter), the people it shows, in its order; with `order` (the list's
 * order when the button is pressed), everyone in that order.
 */
export function DownloadCsv({
  collection,
  only,
  order,
}: {
  collection: CollectionName;
  only?: readonly string[];
  order?: () => readonly string[];
}) {
  const exporter = useService(TOKENS.collectionExport);
  const popup = usePopup();
  const [header, setHeader] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function download() {
    setBusy(true);
    const ok = await exporter.downloadCsv(collection, { header, ...(only ? { only } : order ? { order: order() } : {}) });
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
        {busy ? t`Preparing…` : only ? downloadShown(collection, only.length) : t`Download ${collection}.csv`}
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
