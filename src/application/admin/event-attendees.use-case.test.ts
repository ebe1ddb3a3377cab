import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../ports/document-store.port';
import type { EventDocument } from '../../domain/events/event';
import { recordingFileSaver } from '../../../tests/support/recording-file-saver';
import { EventAttendees } from './event-attendees.use-case';

const SUMMIT = {
  id: 'summit',
  slug: 'summit',
  title: 'Summit, day 1',
  startsAt: '2026-06-10T08:00:00.000Z',
  timeZone: 'America/New_York',
} as EventDocument;
const ZOE = { ticketId: 't1', name: 'Zoë Ångström', email: 'zoe@example.org', registeredAt: '2026-06-01T10:00:00.000Z', arrival: null };

describe('EventAttendees.download', () => {
  it('writes the lines shown with commas, or with semicolons when asked, times as the venue’s clock shows them', () => {
    const { saver, saved } = recordingFileSaver();
    const attendees = new EventAttendees({} as DocumentStore, saver);
    attendees.download(SUMMIT, [ZOE]);
    attendees.download(SUMMIT, [ZOE], ';');
    expect(saved.map((file) => file.fileName)).toEqual(['attendees-summit.csv', 'attendees-summit.csv']);
    const [withCommas, withSemicolons] = saved.map((file) => file.content.replace('\uFEFF', '').split('\r\n'));
    // New York is four hours behind UTC in June.
    expect(withCommas?.[1]).toBe(
      '"Summit, day 1",2026-06-10 04:00:00,America/New_York,t1,Zoë Ångström,zoe@example.org,2026-06-01 06:00:00,,,',
    );
    expect(withSemicolons?.[0]).toBe(
      'eventTitle;eventStartsAt;timeZone;ticketId;name;email;registeredAt;checkedInAt;checkedInBy;checkedInOn',
    );
    expect(withSemicolons?.[1]).toBe(
      '"Summit, day 1";2026-06-10 04:00:00;America/New_York;t1;Zoë Ångström;zoe@example.org;2026-06-01 06:00:00;;;',
    );
  });
});
