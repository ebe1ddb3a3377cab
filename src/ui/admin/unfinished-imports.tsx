import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UnfinishedImport } from '../../application/ports/import-journal.port';
import { TOKENS } from '../../application/tokens';
import type { PeopleList } from '../../domain/people/people-lists';
import { useService } from '../app/services';
import { unfinishedImportSentence } from './file-sentences';

/**
 * The list's imports that a page closed part-way (on this device, or on another not heard from
 * for a while): how far each went, and that
 * importing the same file again adds the rest, since the people already in the list are
 * skipped. Read again when `checkedAfter` changes (an import ran to its end: the same file
 * imported in full takes its notice away).
 */
export function UnfinishedImports({ list, checkedAfter }: { list: PeopleList; checkedAfter: unknown }) {
  const importer = useService(TOKENS.importPeople);
  const [unfinished, setUnfinished] = useState<UnfinishedImport[]>([]);
  useEffect(() => {
    let current = true;
    void importer.unfinished(list).then((found) => current && setUnfinished(found));
    return () => {
      current = false;
    };
  }, [importer, list, checkedAfter]);
  if (unfinished.length === 0) return null;
  const forget = (id: string) => {
    importer.forgetUnfinished(id);
    setUnfinished((shown) => shown.filter((entry) => entry.id !== id));
  };
  return (
    <div role="alert" className="alert alert--error">
      {unfinished.map((entry) => (
        <Notice key={entry.id} entry={entry} onForget={() => forget(entry.id)} />
      ))}
    </div>
  );
}

function Notice({ entry, onForget }: { entry: UnfinishedImport; onForget: () => void }) {
  // Subscribed to the language shown: the sentence is worded again when it changes.
  useLingui();
  return (
    <p>
      {unfinishedImportSentence(entry)}{' '}
      {entry.silentSince ? (
        <Trans>
          If nobody is importing it there any more, import the same file again here: the people already in the list are skipped, and the
          others are added.
        </Trans>
      ) : (
        <Trans>Import the same file again: the people already in the list are skipped, and the others are added.</Trans>
      )}{' '}
      <button type="button" className="button button--secondary" onClick={onForget}>
        <Trans>Dismiss</Trans>
      </button>
    </p>
  );
}
