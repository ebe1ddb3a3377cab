import { i18n as activeI18n } from '@lingui/core';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { attendeeCounts, keepsArrival, type ArrivalFilter, type Attendee } from '../../domain/check-in/attendee-list';
import type { EventDocument, EventWithSeats } from '../../domain/events/event';
import { matchesSearch } from '../../domain/shared/search';
import { useService } from '../app/services';
import { NotFoundPage } from '../errors/not-found-page';
import { usePopup } from '../popup/popup';
import { formatDateTime, formatEventTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive, type Live } from '../shared/use-live';
import { AttendeesPrintout, usePrintout } from './attendees-printout';
import { CsvSeparatorChoice, useCsvSeparator } from './csv-separator-choice';
import { DateTimeCell } from './date-time-cell';
import { TicketActions } from './ticket-actions';
import { VirtualTable, type Column } from './virtual-table';

/** `/admin/events/:id/attendees`: the event's attendee list, by id or by slug. */
export function EventAttendeesPage() {
  const { id = '' } = useParams();
  const eventsAdmin = useService(TOKENS.eventAdmin);
  const events = useLive<EventWithSeats[]>((onChange, onError) => eventsAdmin.watch(onChange, onError), [eventsAdmin]);
  const { t } = useLingui();
  if (events.status !== 'ready') {
    return (
      <section>
        <LiveNotice live={events} what={t`the event`} />
        {events.status === 'error' && <LoadFailed what={t`The event`} message={events.message} onRetry={events.retry} />}
      </section>
    );
  }
  const event = events.value.find((candidate) => candidate.id === id || candidate.slug === id);
  return event ? <AttendeeList event={event} /> : <NotFoundPage />;
}

function AttendeeList({ event }: { event: EventDocument }) {
  const attendeesOf = useService(TOKENS.eventAttendees);
  const attendees = useLive<Attendee[]>((onChange, onError) => attendeesOf.watch(event, onChange, onError), [attendeesOf, event]);
  const [filter, setFilter] = useState<ArrivalFilter>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const all = useMemo(() => (attendees.status === 'ready' ? attendees.value : []), [attendees]);
  const shown = useMemo(
    () => all.filter((attendee) => keepsArrival(filter, attendee) && matchesSearch(deferredQuery, [attendee.name, attendee.email])),
    [all, filter, deferredQuery],
  );
  const printout = usePrintout();
  const id = useId();
  const { t } = useLingui();
  const { title } = event;
  return (
    <section aria-labelledby={`${id}-title`} className="attendees">
      <title>{t`Attendees · ${title} · Admin · Rollcall`}</title>
      <p className="no-print">
        <Link to="/admin/events">
          <Trans>← Events</Trans>
        </Link>
      </p>
      <h1 id={`${id}-title`}>
        <Trans>Attendees: {title}</Trans>
      </h1>
      <p>{[formatEventTime(event), event.venue].filter(Boolean).join(' · ')}</p>
      <AttendeesState attendees={attendees} />
      {attendees.status === 'ready' && (
        <>
          <Counts attendees={all} />
          <div className="toolbar no-print">
            <FilterChoice filter={filter} onChange={setFilter} />
            <div className="field">
              <label htmlFor={`${id}-search`}>
                <Trans>Search name or e-mail</Trans>
              </label>
              <input
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(change) => setQuery(change.target.value)}
                autoComplete="off"
              />
            </div>
          </div>
          <p className="actions no-print">
            <DownloadAttendees event={event} shown={shown} />
            <button type="button" className="button button--secondary" onClick={printout.print} disabled={shown.length === 0}>
              <Trans>Print the list</Trans>
            </button>
          </p>
          <p role="status" className="list-count no-print">
            {shownCount(all.length, shown.length)}
          </p>
          {shown.length === 0 ? (
            <p className="empty-state">{emptyText(all.length, filter, deferredQuery)}</p>
          ) : (
            <AttendeeTable event={event} attendees={shown} />
          )}
          {printout.printing && <AttendeesPrintout event={event} attendees={shown} />}
        </>
      )}
    </section>
  );
}

function AttendeesState({ attendees }: { attendees: Live<Attendee[]> }) {
  const { t } = useLingui();
  return (
    <>
      <LiveNotice live={attendees} what={t`the attendee list`} />
      {attendees.status === 'error' && <LoadFailed what={t`The attendee list`} message={attendees.message} onRetry={attendees.retry} />}
    </>
  );
}

function AttendeeTable({ event, attendees }: { event: EventDocument; attendees: readonly Attendee[] }) {
  const { t } = useLingui();
  const columns: Array<Column<Attendee>> = [
    {
      key: 'person',
      header: t`Person`,
      width: 'minmax(12rem, 2.5fr)',
      cell: (attendee) => (
        <span className="cell-stack">
          <span>{attendee.name}</span>
          <span className="cell-stack__detail">{attendee.email}</span>
        </span>
      ),
    },
    {
      key: 'arrival',
      header: t`Arrival`,
      width: 'minmax(12rem, 2fr)',
      cell: (attendee) => <Arrival attendee={attendee} timeZone={event.timeZone} />,
    },
    {
      key: 'registered',
      header: t`Registered`,
      width: '12rem',
      cell: (attendee) => <DateTimeCell at={attendee.registeredAt} timeZone={event.timeZone} />,
    },
    {
      key: 'ticket',
      header: t`Ticket`,
      width: '10rem',
      cell: (attendee) => <TicketActions event={event} ticket={{ id: attendee.ticketId, name: attendee.name, email: attendee.email }} />,
    },
  ];
  return <VirtualTable items={attendees} columns={columns} rowKey={(attendee) => attendee.ticketId} label={t`Attendees`} />;
}

/** In words and with a mark, never by colour alone; the time in the event's zone, named. */
export function Arrival({ attendee, timeZone }: { attendee: Attendee; timeZone: string | undefined }) {
  const { arrival } = attendee;
  if (!arrival) {
    return (
      <span className="arrival arrival--not-yet">
        <Trans>○ Not arrived yet</Trans>
      </span>
    );
  }
  const at = formatDateTime(arrival.at, timeZone);
  const device = arrival.device;
  return (
    <span className="arrival arrival--in">
      {arrival.byVisitor ? (
        <Trans>✓ Checked in at {at}, by themselves</Trans>
      ) : (
        <Trans>
          ✓ Checked in at {at}, at {device}
        </Trans>
      )}
    </span>
  );
}

function Counts({ attendees }: { attendees: readonly Attendee[] }) {
  const counts = attendeeCounts(attendees);
  const { t, i18n } = useLingui();
  const registered = i18n.number(counts.registered);
  const arrived = i18n.number(counts.arrived);
  const notArrived = i18n.number(counts.notArrived);
  return (
    <p aria-label={t`Counts`} className="attendees__counts">
      <Trans>
        <strong>{registered}</strong> registered · <strong>{arrived}</strong> checked in · <strong>{notArrived}</strong> not arrived yet
      </Trans>
    </p>
  );
}

function FilterChoice({ filter, onChange }: { filter: ArrivalFilter; onChange: (filter: ArrivalFilter) => void }) {
  const { t } = useLingui();
  const choices: Array<[ArrivalFilter, string]> = [
    ['all', t`Everyone`],
    ['arrived', t`Checked in`],
    ['not-arrived', t`Not arrived yet`],
  ];
  const name = useId();
  return (
    <fieldset className="attendees__filter">
      <legend>
        <Trans>Show</Trans>
      </legend>
      {choices.map(([value, label]) => (
        <label key={value} className="checkbox">
          <input type="radio" name={name} value={value} checked={filter === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function DownloadAttendees({ event, shown }: { event: EventDocument; shown: readonly Attendee[] }) {
  const attendees = useService(TOKENS.eventAttendees);
  const popup = usePopup();
  const { t } = useLingui();
  const file = attendees.fileName(event);
  const [separator, setSeparator] = useCsvSeparator();
  function download() {
    try {
      attendees.download(event, shown, separator);
      popup.show({ kind: 'success', text: t`${file} is downloaded.` });
    } catch (error) {
      console.error('Error downloading the attendee list:', error);
      popup.show({ kind: 'error', text: t`${file} could not be made. Try again.` });
    }
  }
  return (
    <div className="download-csv">
      <button type="button" className="button button--secondary" onClick={download} disabled={shown.length === 0}>
        {plural(shown.length, { one: `Download the # shown as ${file}`, other: `Download the # shown as ${file}` })}
      </button>
      <CsvSeparatorChoice separator={separator} onChange={setSeparator} />
    </div>
  );
}

function shownCount(total: number, shown: number): string {
  const matching = activeI18n.number(shown);
  const all = plural(total, { one: '# attendee', other: '# attendees' });
  return shown === total ? translate`${all}.` : translate`${all}, ${matching} shown.`;
}

function emptyText(total: number, filter: ArrivalFilter, query: string): string {
  if (total === 0) return translate`Nobody has registered yet.`;
  if (query.trim() !== '') return translate`Nobody matches the search.`;
  return filter === 'not-arrived' ? translate`Everyone has arrived.` : translate`Nobody has been checked in yet.`;
}
