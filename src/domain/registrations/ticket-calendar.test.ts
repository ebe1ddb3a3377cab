import { describe, expect, it } from 'vitest';
import { ticketCalendarFile } from './ticket-calendar';

describe('ticketCalendarFile', () => {
  const event = {
    id: 'summit',
    slug: 'summit',
    title: 'Summit, "2026"; Day 1',
    summary: 'Talks',
    description: '',
    venue: 'Hall A, Geneva',
    startsAt: '2026-11-22T08:00:00.000Z',
    endsAt: '2026-11-22T16:30:00.000Z',
    capacity: null,
    registrationOpen: true,
    kind: 'standard' as const,
  };

  it('writes one event with UTC times, the ticket link and escaped text', () => {
    const ics = ticketCalendarFile(event, 'Ab3dEf6hIj9kLm2nOp5q', 'https://x.org/checkin/summit?ticket=Ab3dEf6hIj9kLm2nOp5q');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain('DTSTART:20261122T080000Z');
    expect(unfolded).toContain('DTEND:20261122T163000Z');
    expect(unfolded).toContain('SUMMARY:Summit\\, "2026"\\; Day 1');
    expect(unfolded).toContain('LOCATION:Hall A\\, Geneva');
    expect(unfolded).toContain('UID:Ab3dEf6hIj9kLm2nOp5q@rollcall');
    expect(unfolded).toContain('https://x.org/checkin/summit?ticket=Ab3dEf6hIj9kLm2nOp5q');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
