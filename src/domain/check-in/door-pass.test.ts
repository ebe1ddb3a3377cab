import { describe, expect, it } from 'vitest';
import { attendanceLines, doorPassId, nextPass, passKindOf, presenceOf } from './door-pass';

const CHECK_IN = { at: '2030-05-01T09:00:00.000Z' };
const pass = (number: number, at: string) => ({ number, at });

describe('door passes', () => {
  it('numbers exits odd and re-entries even, in the id', () => {
    expect([1, 2, 3, 4].map(passKindOf)).toEqual(['exit', 'entry', 'exit', 'entry']);
    expect(doorPassId('gala', 'T1', 3)).toBe('gala_T1_3');
  });

  it('lets someone inside out, and tells an exit scan of someone outside that they are out', () => {
    expect(nextPass('exit', CHECK_IN, [], false)).toEqual({ kind: 'exit', number: 1 });
    expect(nextPass('exit', CHECK_IN, [pass(1, '2030-05-01T10:00:00.000Z')], false)).toEqual({
      kind: 'already-out',
      since: '2030-05-01T10:00:00.000Z',
    });
    expect(nextPass('exit', CHECK_IN, [pass(2, '2030-05-01T11:00:00.000Z'), pass(1, '2030-05-01T10:00:00.000Z')], true)).toEqual({
      kind: 'exit',
      number: 3,
    });
  });

  it('lets someone back in only when the event allows re-entry; someone inside is already in', () => {
    const out = [pass(1, '2030-05-01T10:00:00.000Z')];
    expect(nextPass('entry', CHECK_IN, out, true)).toEqual({ kind: 'entry', number: 2 });
    expect(nextPass('entry', CHECK_IN, out, false)).toEqual({ kind: 're-entry-refused', leftAt: '2030-05-01T10:00:00.000Z' });
    expect(nextPass('entry', CHECK_IN, [], true)).toEqual({ kind: 'already-in', since: CHECK_IN.at });
  });

  it('counts who checked in, who is inside now, and each door’s entries and exits', () => {
    const checkIns = [
      { ticketId: 'A', device: 'North' },
      { ticketId: 'B', device: 'North' },
      { ticketId: 'C', device: 'South' },
    ];
    const passes = [
      { ticketId: 'A', number: 1, device: 'South' },
      { ticketId: 'B', number: 1, device: 'North' },
      { ticketId: 'B', number: 2, device: 'South' },
    ];
    expect(presenceOf(checkIns, passes)).toEqual({
      checkedIn: 3,
      inside: 2,
      perDoor: [
        { device: 'North', entries: 2, exits: 1 },
        { device: 'South', entries: 2, exits: 1 },
      ],
    });
    expect(presenceOf([], [])).toEqual({ checkedIn: 0, inside: 0, perDoor: [] });
  });
});

describe('attendance lines', () => {
  it('gives each check-in its exits and re-entries in order, and whether the person is inside', () => {
    const checkIn = (ticketId: string, at: string) => ({
      id: `e_${ticketId}`,
      eventId: 'e',
      ticketId,
      foundInCollection: 'registrations' as const,
      name: ticketId,
      email: `${ticketId}@x.org`,
      at,
      by: 's',
      method: 'qr' as const,
      device: 'North',
    });
    const door = (ticketId: string, number: number, at: string) => ({
      id: `e_${ticketId}_${number}`,
      eventId: 'e',
      ticketId,
      number,
      kind: passKindOf(number),
      name: ticketId,
      at,
      by: 's',
      device: 'South',
    });
    const lines = attendanceLines(
      [checkIn('B', '2030-05-01T09:30:00.000Z'), checkIn('A', '2030-05-01T09:00:00.000Z')],
      [door('A', 3, '2030-05-01T12:00:00.000Z'), door('A', 1, '2030-05-01T10:00:00.000Z'), door('A', 2, '2030-05-01T11:00:00.000Z')],
    );
    expect(lines).toEqual([
      {
        eventId: 'e',
        ticketId: 'A',
        name: 'A',
        email: 'A@x.org',
        checkedInAt: '2030-05-01T09:00:00.000Z',
        checkedInOn: 'North',
        exits: ['2030-05-01T10:00:00.000Z', '2030-05-01T12:00:00.000Z'],
        reEntries: ['2030-05-01T11:00:00.000Z'],
        insideNow: 'no',
      },
      {
        eventId: 'e',
        ticketId: 'B',
        name: 'B',
        email: 'B@x.org',
        checkedInAt: '2030-05-01T09:30:00.000Z',
        checkedInOn: 'North',
        exits: [],
        reEntries: [],
        insideNow: 'yes',
      },
    ]);
  });
});
