import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UnfinishedImport } from '../../application/ports/import-journal.port';
import { TOKENS } from '../../application/tokens';
import type { PeopleList } from '../../domain/people/people-lists';
import { useService } from '../app/services';
import { formatDateTime } from '../shared/format';

/**
 * The list's imports that a page closed part-way on this device: how far each went, and that
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
  const { i18n } = useLingui();
  const { fileName, total } = entry;
  const startedAt = formatDateTime(entry.startedAt);
  const written = i18n.number(entry.written);
  const stopped =
    entry.written === 0
      ? plural(total, {
          one: `The import of “${fileName}” (# person), begun on ${startedAt}, did not finish: its page was closed before anyone was written.`,
          other: `The import of “${fileName}” (# people), begun on ${startedAt}, did not finish: its page was closed before anyone was written.`,
        })
      : plural(total, {
          one: `The import of “${fileName}”, begun on ${startedAt}, did not finish: its page was closed once at least ${written} of # person had been written.`,
          other: `The import of “${fileName}”, begun on ${startedAt}, did not finish: its page was closed once at least ${written} of # people had been written.`,
        });
  return (
    <p>
      {stopped} <Trans>Import the same file again: the people already in the list are skipped, and the others are added.</Trans>{' '}
      <button type="button" className="button button--secondary" onClick={onForget}>
        <Trans>Dismiss</Trans>
      </button>
    </p>
  );
}
