import { describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '../ports/document-store.port';
import { CheckInLog } from './check-in-log.use-case';
import { recordingFileSaver } from '../../../tests/support/recording-file-saver';

const CHECK_IN = {
  id: 'c1',
  eventId: 'summit',
  ticketId: 't1',
  name: 'Zoë Ångström',
  email: 'zoe@example.org',
};

const SUMMIT = { id: 'summit', title: 'Summit, day 1', timeZone: 'Europe/Zurich' };

function storeWith(checkIns: object[], passes: object[] = []): DocumentStore {
  const listed = (collection: string) =>
    Promise.resolve(collection === 'checkins' ? checkIns : collection === 'events' ? [SUMMIT] : collection === 'doorPasses' ? passes : []);
  const getById = (collection: string, id: string) => Promise.resolve(collection === 'events' && id === SUMMIT.id ? SUMMIT : null);
  return { listAll: vi.fn(listed), whereEquals: vi.fn(listed), getById: vi.fn(getById) } as unknown as DocumentStore;
}

describe('CheckInLog.downloadAttendance', () => {
  it('writes attendance.csv with the byte-order mark Excel needs for accents, then the header row', async () => {
    const { saver, saved } = recordingFileSaver();
    await expect(new CheckInLog(storeWith([CHECK_IN]), saver).downloadAttendance('summit')).resolves.toBe(true);
    expect(saved.map((file) => file.fileName)).toEqual(['attendance.csv']);
    const [header, row] = (saved[0]?.content ?? '').split('\r\n');
    expect(header).toBe('\uFEFFeventId,eventTitle,timeZone,ticketId,name,email,checkedInAt,checkedInOn,exits,reEntries,insideNow');
    expect(row?.startsWith('summit,"Summit, day 1",Europe/Zurich,t1,Zoë Ångström,zoe@example.org,')).toBe(true);
  });

  it('puts semicolons between fields when asked, the header row too', async () => {
    const { saver, saved } = recordingFileSaver();
    await new CheckInLog(storeWith([CHECK_IN]), saver).downloadAttendance('summit', ';');
    const [header, row] = (saved[0]?.content ?? '').split('\r\n');
    expect(header).toBe('\uFEFFeventId;eventTitle;timeZone;ticketId;name;email;checkedInAt;checkedInOn;exits;reEntries;insideNow');
    expect(row?.startsWith('summit;"Summit, day 1";Europe/Zurich;t1;Zoë Ångström;zoe@example.org;')).toBe(true);
  });

  it('names each line’s event when every event is downloaded', async () => {
    const { saver, saved } = recordingFileSaver();
    await new CheckInLog(storeWith([CHECK_IN]), saver).downloadAttendance(null);
    expect((saved[0]?.content ?? '').split('\r\n')[1]?.startsWith('summit,"Summit, day 1",Europe/Zurich,t1,')).toBe(true);
  });

  it('writes every time as the venue’s clock shows it, in a form spreadsheets read as a date and time', async () => {
    const { saver, saved } = recordingFileSaver();
    const pass = (number: number, at: string) => ({ eventId: 'summit', ticketId: 't1', number, kind: number % 2 ? 'exit' : 'entry', at });
    const checkIns = [{ ...CHECK_IN, at: '2026-06-10T07:05:09.000Z', device: 'North' }];
    const passes = [pass(1, '2026-06-10T10:00:00.000Z'), pass(2, '2026-06-10T10:30:00.000Z'), pass(3, '2026-06-10T15:45:00.000Z')];
    await new CheckInLog(storeWith(checkIns, passes), saver).downloadAttendance('summit');
    // Zurich is two hours ahead of UTC in June.
    expect((saved[0]?.content ?? '').split('\r\n')[1]).toBe(
      'summit,"Summit, day 1",Europe/Zurich,t1,Zoë Ångström,zoe@example.org,2026-06-10 09:05:09,North,' +
        '"2026-06-10 12:00:00, 2026-06-10 17:45:00",2026-06-10 12:30:00,no',
    );
  });
});
