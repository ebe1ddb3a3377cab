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

const SUMMIT = { id: 'summit', title: 'Summit, day 1' };

function storeWith(checkIns: object[]): DocumentStore {
  const listed = (collection: string) => Promise.resolve(collection === 'checkins' ? checkIns : collection === 'events' ? [SUMMIT] : []);
  const getById = (collection: string, id: string) => Promise.resolve(collection === 'events' && id === SUMMIT.id ? SUMMIT : null);
  return { listAll: vi.fn(listed), whereEquals: vi.fn(listed), getById: vi.fn(getById) } as unknown as DocumentStore;
}

describe('CheckInLog.downloadAttendance', () => {
  it('writes attendance.csv with the byte-order mark Excel needs for accents, then the header row', async () => {
    const { saver, saved } = recordingFileSaver();
    await expect(new CheckInLog(storeWith([CHECK_IN]), saver).downloadAttendance('summit')).resolves.toBe(true);
    expect(saved.map((file) => file.fileName)).toEqual(['attendance.csv']);
    const [header, row] = (saved[0]?.content ?? '').split('\r\n');
    expect(header).toBe('\uFEFFeventId,eventTitle,ticketId,name,email,checkedInAt,checkedInOn,exits,reEntries,insideNow');
    expect(row?.startsWith('summit,"Summit, day 1",t1,Zoë Ångström,zoe@example.org,')).toBe(true);
  });

  it('puts semicolons between fields when asked, the header row too', async () => {
    const { saver, saved } = recordingFileSaver();
    await new CheckInLog(storeWith([CHECK_IN]), saver).downloadAttendance('summit', ';');
    const [header, row] = (saved[0]?.content ?? '').split('\r\n');
    expect(header).toBe('\uFEFFeventId;eventTitle;ticketId;name;email;checkedInAt;checkedInOn;exits;reEntries;insideNow');
    expect(row?.startsWith('summit;"Summit, day 1";t1;Zoë Ångström;zoe@example.org;')).toBe(true);
  });

  it('names each line’s event when every event is downloaded', async () => {
    const { saver, saved } = recordingFileSaver();
    await new CheckInLog(storeWith([CHECK_IN]), saver).downloadAttendance(null);
    expect((saved[0]?.content ?? '').split('\r\n')[1]?.startsWith('summit,"Summit, day 1",t1,')).toBe(true);
  });
});
