import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { attendeeCounts, type Attendee } from '../../domain/check-in/attendee-list';
import type { EventDocument } from '../../domain/events/event';
import { formatDateTime, formatEventTime } from '../shared/format';

/**
 * Printing the attendee list prints every line shown, not the screenful the scrolling table
 * holds: the printout is rendered while the browser prints, whether from the page's button or
 * from the browser's own Print (beforeprint).
 */
export function usePrintout(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    // The browser lays the page out for print right after beforeprint: the printout must be in the DOM by then.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    if (asked > 0) window.print();
  }, [asked]);
  return {
    printing,
    print: () => {
      setPrinting(true);
      setAsked((count) => count + 1);
    },
  };
}

/** A paper door list: a box to tick per person, by name, with who had already arrived when it was printed. */
export function AttendeesPrintout({ event, attendees }: { event: EventDocument; attendees: readonly Attendee[] }) {
  const { t, i18n } = useLingui();
  const counts = attendeeCounts(attendees);
  const listed = i18n.number(counts.registered);
  const arrived = i18n.number(counts.arrived);
  const printedAt = formatDateTime(new Date().toISOString());
  const { title } = event;
  return (
    <div className="attendees-printout" data-testid="attendees-printout">
      <h2>{title}</h2>
      <p>
        {[formatEventTime(event), event.venue].filter(Boolean).join(' · ')}
        <br />
        <Trans>
          {listed} listed, {arrived} checked in when printed ({printedAt}).
        </Trans>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col" aria-label={t`Tick on arrival`} />
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>E-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Checked in</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {attendees.map((attendee) => (
            <tr key={attendee.ticketId}>
              <td aria-hidden="true">{attendee.arrival ? '☑' : '☐'}</td>
              <td>{attendee.name}</td>
              <td>{attendee.email}</td>
              <td>{attendee.arrival ? formatDateTime(attendee.arrival.at, event.timeZone) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
