import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { CollectionName } from '../../application/ports/collections';
import { StoreNoAnswerError, StoreOfflineError } from '../../application/ports/store-errors';
import type { CsvSeparator } from '../../domain/csv/csv';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { reasonOf } from '../shared/error-reason';
import { CsvSeparatorChoice, useCsvSeparator } from './csv-separator-choice';

/** A list's rows as shown: `narrowed` under a search or filter (the file then holds only those). */
type ListedRows = { narrowed: boolean; count: number; ids: () => readonly string[] };

/** A page with other CSV downloads beside this one shares its choice of separator with them. */
type SharedSeparator = { separator: CsvSeparator; onSeparatorChange: (separator: CsvSeparator) => void };

/**
 * Downloads the collection as {collection}.csv, with an optional header row and semicolons if
 * chosen; with `listed`, in the list's order when the button is pressed, and under a search or
 * filter only the rows shown.
 */
export function DownloadCsv({
  collection,
  listed = null,
  shared,
}: {
  collection: CollectionName;
  listed?: ListedRows | null;
  shared?: SharedSeparator;
}) {
  const exporter = useService(TOKENS.collectionExport);
  const popup = usePopup();
  const [header, setHeader] = useState(false);
  const [ownSeparator, setOwnSeparator] = useCsvSeparator();
  const separator = shared?.separator ?? ownSeparator;
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function download() {
    setBusy(true);
    const ids = listed?.ids();
    const outcome = await exporter.downloadCsv(collection, {
      header,
      separator,
      ...(ids ? (listed?.narrowed ? { only: ids } : { order: ids }) : {}),
    });
    setBusy(false);
    popup.show(
      outcome.saved
        ? { kind: 'success', text: t`${collection}.csv is downloaded.` }
        : { kind: 'error', text: notMade(collection, outcome.error) },
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
      <CsvSeparatorChoice separator={separator} onChange={shared?.onSeparatorChange ?? setOwnSeparator} />
    </div>
  );
}

/**
 * Without a connection, to wait for one; online but unanswered (a captive portal, a server too
 * slow), why, and to try again: the device is online, so waiting for it to be is no advice.
 */
function notMade(collection: CollectionName, error: unknown): string {
  if (!(error instanceof StoreOfflineError)) return t`${collection}.csv could not be made. Try again.`;
  const reason = reasonOf(error);
  if (error instanceof StoreNoAnswerError) return t`${collection}.csv could not be made: ${reason}. Try again.`;
  return t`${collection}.csv could not be made: ${reason}. Try again once the device is online.`;
}

function downloadShown(collection: CollectionName, count: number): string {
  return plural(count, { one: `Download the # shown as ${collection}.csv`, other: `Download the # shown as ${collection}.csv` });
}
