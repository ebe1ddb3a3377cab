import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { PersonRow } from '../../application/admin/people-admin.use-case';
import { collectionOf } from '../../application/admin/people-lists';
import { isRegister, type PeopleList } from '../../domain/people/people-lists';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { outcomeMessage } from '../check-in/outcome-message';
import { usePopup } from '../popup/popup';
import { useSession } from '../session/session-context';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';
import { DedupePanel } from './dedupe-panel';
import { DownloadCsv } from './download-csv';
import { ImportPanel } from './import-panel';
import { UnfinishedImports } from './unfinished-imports';
import { PersonFormPanel } from './person-form-panel';
import { EventsHeldCell } from './events-held-cell';
import type { EventHeld } from '../../domain/people/events-held';
import { FIRST_ROWS, firstByName, reindexSorted, typingSearch, type CheckedInFilter, type Indexed, type SortOrder } from './people-rows';
import { VirtualTable, type Column } from './virtual-table';
import { reasonOf } from '../shared/error-reason';
import { useAfterFirstPaint } from '../shared/after-paint';

const TITLES: Record<PeopleList, MessageDescriptor> = {
  directory: msg`People`,
  highlevel: msg`Highlevel register`,
  nationalday: msg`National day register`,
};

/** Who is in while that is not known yet: the same set on every render, so the search is kept. */
const NOBODY: ReadonlySet<string> = new Set();

type Panel = { kind: 'add' } | { kind: 'edit'; row: PersonRow } | { kind: 'import' } | { kind: 'dedupe' } | null;

/** `/admin/users` and the two registers: search, sort, filter, add, edit, delete, check in, import, export. */
export function PeopleListPage({ list }: { list: PeopleList }) {
  const admin = useService(TOKENS.peopleAdmin);
  const checkIn = useService(TOKENS.checkInAttendee);
  const popup = usePopup();
  const { session } = useSession();
  // Until the whole list is in (under a second for 50,000), its first screen by name.
  const [firstRows, setFirstRows] = useState<{ list: PeopleList; rows: PersonRow[] } | null>(null);
  const rows = useLive<PersonRow[]>(
    (onChange, onError) =>
      admin.watch(list, onChange, onError, { count: FIRST_ROWS, onChange: (first) => setFirstRows({ list, rows: first }) }),
    [admin, list],
  );
  const checkedIn = useLive<ReadonlySet<string>>((onChange, onError) => admin.watchCheckedIn(list, onChange, onError), [admin, list]);
  // The whole list is indexed behind its first screen, which is painted first: read from memory
  // the list can arrive with the first rows, and indexing 50,000 people holds the page for many
  // frames. A list loading again (another list opened) shows nothing of the last one meanwhile.
  const deferredRows = useDeferredValue(useAfterFirstPaint(rows.status === 'ready' ? rows : null, list));
  const indexed = rows.status === 'ready' ? deferredRows : null;
  // The directory's events per person are read once the whole list is in: its first screen and index come first.
  const wholeListIn = indexed !== null;
  const eventsHeld = useLive<ReadonlyMap<string, readonly EventHeld[]>>(
    (onChange, onError) => (list === 'directory' && wholeListIn ? admin.watchEventsHeld(onChange, onError) : () => undefined),
    [admin, list, wholeListIn],
    // Nobody holding a ticket is the server's to say, not a device's empty copy: until then "…".
    (held) => held.size === 0,
  );
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SortOrder>('name');
  const [filter, setFilter] = useState<CheckedInFilter>('all');
  const [panel, setPanel] = useState<Panel>(null);
  // Each import that ran to its end: what is left unfinished on this device is read again then.
  const [importsEnded, setImportsEnded] = useState(0);
  const [confirming, setConfirming] = useState<PersonRow | null>(null);
  const deferredQuery = useDeferredValue(query);
  const id = useId();
  const { t, i18n } = useLingui();
  const title = i18n._(TITLES[list]);

  const firstScreen = useMemo(
    () => (rows.status === 'ready' && !indexed && order === 'name' ? firstByName(rows.value, FIRST_ROWS) : null),
    [rows, indexed, order],
  );
  const firstRowsOnly = rows.status === 'loading' && order === 'name' && firstRows?.list === list && firstRows.rows.length > 0;
  const source = indexed?.value ?? firstScreen ?? (firstRowsOnly ? firstRows.rows : null);
  const inSet = checkedIn.status === 'ready' ? checkedIn.value : NOBODY;
  const isIn = (row: PersonRow) => inSet.has(isRegister(list) ? row.id : row.email);
  // The last index, which a live update of one person starts from instead of indexing everyone again.
  const lastIndex = useRef<readonly Indexed[]>([]);
  const sorted = useMemo(() => (lastIndex.current = source ? reindexSorted(source, order, lastIndex.current) : []), [source, order]);
  const search = useMemo(() => typingSearch(sorted, filter, isIn), [sorted, filter, inSet]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  // The download is the list as shown, in its order, once the whole list is in: under a search or
  // filter only those shown. Its ids are read at the click, not at every live update.
  const narrowed = deferredQuery.trim() !== '' || filter !== 'all';
  const listed = indexed ? { narrowed, count: shown.length, ids: () => shown.map((row) => row.id) } : null;
  // Only the whole list can say that nobody is in it, or that nobody matches.
  const emptyState = !indexed ? null : indexed.value.length === 0 ? (
    <Trans>Nobody yet. Add people one by one, or import a spreadsheet.</Trans>
  ) : shown.length === 0 ? (
    <Trans>Nobody matches the search and filter.</Trans>
  ) : null;

  async function remove(row: PersonRow) {
    setConfirming(null);
    const outcome = await admin.remove(list, row.id).catch((error: unknown) => error);
    const name = row.name;
    if (outcome === 'removed') popup.show({ kind: 'success', text: t`${name} was deleted.` });
    else if (outcome === 'gone') popup.show({ kind: 'success', text: t`${name} had already been deleted by someone else.` });
    else {
      const reason = reasonOf(outcome);
      popup.show({ kind: 'error', text: t`${name} was not deleted: ${reason}` });
    }
  }

  async function admit(row: PersonRow) {
    const eventId = 'eventId' in row ? String(row.eventId) : '';
    const outcome = await checkIn.admitFromList(eventId, row.id, session?.uid ?? 'staff');
    if (outcome.kind === 'event-gone') return popup.show({ kind: 'error', text: t`The register’s event no longer exists.` });
    const message = outcomeMessage(outcome, 'staff');
    popup.show({ kind: message.tone === 'error' ? 'error' : 'success', text: `${message.title}: ${message.detail}` });
  }

  const columns: Array<Column<PersonRow>> = [
    { key: 'name', header: t`Name`, width: 'minmax(10rem, 1.5fr)', cell: (row) => row.name },
    { key: 'email', header: t`E-mail`, width: 'minmax(14rem, 2.5fr)', cell: (row) => row.email },
    { key: 'organisation', header: t`Organisation`, width: 'minmax(8rem, 1.2fr)', cell: (row) => row.organisation ?? '' },
    ...(list === 'highlevel'
      ? [{ key: 'seat', header: t`Seat`, width: '6rem', cell: (row: PersonRow) => ('seat' in row ? String(row.seat ?? '') : '') }]
      : []),
    ...(list === 'nationalday'
      ? [{ key: 'guests', header: t`Guests`, width: '5rem', cell: (row: PersonRow) => ('guests' in row ? String(row.guests) : '') }]
      : []),
    { key: 'in', header: t`Checked in`, width: '7rem', cell: (row) => (isIn(row) ? t`✓ Yes` : t`No`) },
    ...(list === 'directory'
      ? [
          {
            key: 'events',
            header: t`Tickets for`,
            width: 'minmax(10rem, 2fr)',
            cell: (row: PersonRow) => (
              <EventsHeldCell held={eventsHeld.status === 'ready' ? (eventsHeld.value.get(row.email.toLowerCase()) ?? []) : undefined} />
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      header: t`Actions`,
      width: isRegister(list) ? '14rem' : '9rem',
      cell: (row) => (
        <span className="row-actions">
          <button type="button" className="link-button" onClick={() => setPanel({ kind: 'edit', row })}>
            <RowAction action={t`Edit`} name={row.name} />
          </button>
          <button type="button" className="link-button" onClick={() => setConfirming(row)}>
            <RowAction action={t`Delete`} name={row.name} />
          </button>
          {isRegister(list) && !isIn(row) && (
            <button type="button" className="link-button" onClick={() => void admit(row)}>
              <RowAction action={t`Check in`} name={row.name} />
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <title>{title + ' · Rollcall'}</title>
      <h1 id={`${id}-title`}>{title}</h1>
      <UnfinishedImports list={list} checkedAfter={importsEnded} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-search`}>
            <Trans>Search name, e-mail or organisation</Trans>
          </label>
          <input id={`${id}-search`} type="search" value={query} onChange={(change) => setQuery(change.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-order`}>
            <Trans>Sort by</Trans>
          </label>
          <select id={`${id}-order`} value={order} onChange={(change) => setOrder(change.target.value as SortOrder)}>
            <option value="name">{t`Name, A to Z`}</option>
            <option value="name-desc">{t`Name, Z to A`}</option>
            <option value="newest">{t`Newest first`}</option>
            <option value="oldest">{t`Oldest first`}</option>
            <option value="organisation">{t`Organisation`}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-filter`}>
            <Trans>Show</Trans>
          </label>
          <select id={`${id}-filter`} value={filter} onChange={(change) => setFilter(change.target.value as CheckedInFilter)}>
            <option value="all">{t`Everyone`}</option>
            <option value="in">{t`Checked in`}</option>
            <option value="out">{t`Not checked in`}</option>
          </select>
        </div>
      </div>
      <p className="actions">
        <button type="button" className="button" onClick={() => setPanel({ kind: 'add' })}>
          <Trans>Add a person</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => setPanel({ kind: 'import' })}>
          <Trans>Import…</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => setPanel({ kind: 'dedupe' })}>
          <Trans>Remove duplicates…</Trans>
        </button>
      </p>
      <DownloadCsv collection={collectionOf(list)} listed={listed} />
      {panel?.kind === 'add' && (
        <PersonFormPanel list={list} editing={null} onSave={(values) => admin.add(list, values)} onClose={() => setPanel(null)} />
      )}
      {panel?.kind === 'edit' && (
        <PersonFormPanel
          key={panel.row.id}
          list={list}
          editing={panel.row}
          onSave={(values) => admin.update(list, panel.row.id, values)}
          onClose={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'import' && (
        <ImportPanel list={list} onClose={() => setPanel(null)} onEnded={() => setImportsEnded((count) => count + 1)} />
      )}
      {panel?.kind === 'dedupe' && <DedupePanel list={list} onClose={() => setPanel(null)} />}
      {confirming && (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="panel confirm">
          <p id={`${id}-confirm`}>
            <DeleteQuestion name={confirming.name} email={confirming.email} />
            {isRegister(list) ? ` ${t`Their ticket stops admitting.`}` : ''} {t`This cannot be undone.`}
          </p>
          <button type="button" className="button button--danger" onClick={() => void remove(confirming)}>
            <Trans>Delete</Trans>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      <LiveNotice live={rows} what={t`the list`} />
      {rows.status === 'error' && <LoadFailed what={t`The list`} message={rows.message} onRetry={rows.retry} />}
      {source && (
        // One table for the first rows and the whole list: it stays mounted, with its scroll, when the rest arrives.
        <>
          <p role="status" className="list-count">
            {indexed
              ? listCount(indexed.value.length, shown.length, indexed.confirmed)
              : firstRowsCount(deferredQuery !== '' || filter !== 'all')}
          </p>
          {emptyState ? (
            <p className="empty-state">{emptyState}</p>
          ) : (
            shown.length > 0 && <VirtualTable items={shown} columns={columns} rowKey={(row) => row.id} label={title} />
          )}
        </>
      )}
    </section>
  );
}

/** "305 in the list, 12 shown."; while only this device's copy is known, it says so. */
function listCount(rows: number, shown: number, confirmed: boolean): string {
  const total = i18n.number(rows);
  const matching = i18n.number(shown);
  if (shown !== rows)
    return confirmed ? t`${total} in the list, ${matching} shown.` : t`${total} in this device’s copy of the list, ${matching} shown.`;
  return confirmed ? t`${total} in the list.` : t`${total} in this device’s copy of the list.`;
}

function firstRowsCount(searching: boolean): string {
  const count = FIRST_ROWS;
  return searching
    ? t`Searching the first ${count} by name until the whole list is in.`
    : t`The first ${count} by name; the rest of the list is on its way.`;
}

function RowAction({ action, name }: { action: string; name: string }) {
  return (
    <>
      {action} <span className="visually-hidden">{name}</span>
    </>
  );
}

function DeleteQuestion({ name, email }: { name: string; email: string }) {
  return (
    <Trans>
      Delete <strong>{name}</strong> ({email})?
    </Trans>
  );
}

// Stored with the check-in as the device's name, in the words staff read in their lists.

export function UsersPage() {
  return <PeopleListPage list="directory" />;
}

export function HighlevelRegisterPage() {
  return <PeopleListPage list="highlevel" />;
}

export function NationaldayRegisterPage() {
  return <PeopleListPage list="nationalday" />;
}
