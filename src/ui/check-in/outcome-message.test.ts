import { describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import { formatEventTime } from '../shared/format';
import { outcomeMessage } from './outcome-message';

const DAY = 24 * 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('outcomeMessage for a closed check-in', () => {
  it('says when check-in opens for an event still to come', () => {
    const message = outcomeMessage({ kind: 'closed', opensAt: iso(3 * DAY), closesAt: iso(4 * DAY) }, 'visitor');
    expect(message.detail).toMatch(/^Check-in opens on /);
  });

  it('says that check-in has closed for an event that is over, not that it opens', () => {
    const message = outcomeMessage({ kind: 'closed', opensAt: iso(-4 * DAY), closesAt: iso(-3 * DAY) }, 'visitor');
    expect(message.detail).toMatch(/^Check-in closed at the end of /);
  });

  it('asks a signed-out visitor checking in by e-mail to sign in or use the ticket link', () => {
    const message = outcomeMessage({ kind: 'email-needs-sign-in' }, 'visitor');
    expect(message.title).toBe('Sign in to check in by e-mail');
    expect(message.detail).toMatch(/link of your ticket/);
  });
});

describe('outcomeMessage at a door without network', () => {
  it('says a ticket is not on the device’s list, how old the list is, and that the ticket may be newer', () => {
    const updatedAt = '2026-06-10T08:02:00.000Z';
    const message = outcomeMessage({ kind: 'not-on-device-list', updatedAt }, 'staff', 'Europe/Zurich');
    expect(message).toMatchObject({ tone: 'warning', title: 'Not on this device’s list' });
    // The venue's hour (10:02 in Zurich), with its zone's name, whatever the zone of the machine.
    const zurich = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', timeZoneName: 'short' })
      .formatToParts(new Date(updatedAt))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(message.detail).toContain(`updated 10:02 ${zurich}: it may be newer`);
  });

  it('says a ticket was admitted anyway already, when and by whom, and to let in only the person on it', () => {
    const at = '2026-06-10T08:02:00.000Z';
    const message = outcomeMessage({ kind: 'already-admitted-anyway', ticketId: 'T', at, by: 'staff-1', device: 'Door A' }, 'staff', 'UTC');
    expect(message).toMatchObject({ tone: 'warning', title: 'Already admitted anyway' });
    expect(message.detail).toMatch(/^This ticket was let in at 08:02 \S+ by staff on Door A, though not on this device’s list\./);
    expect(message.action).toMatch(/only if they are the person on the ticket/);
  });

  it('says goodbye without a name to someone admitted anyway, whose ticket the door has not seen, and when they went out', () => {
    const pass = {
      id: 'e_T_1',
      eventId: 'e',
      ticketId: 'T',
      number: 1,
      kind: 'exit' as const,
      at: '2026-06-10T09:00:00.000Z',
      by: 's',
      device: 'Door A',
    };
    expect(outcomeMessage({ kind: 'checked-out', pass: { ...pass, name: '' }, pending: true }, 'staff').detail).toBe(
      'Goodbye. Saved on this device: it is sent when the network is back.',
    );
    expect(outcomeMessage({ kind: 'checked-out', pass: { ...pass, name: 'Ada' } }, 'staff').detail).toBe('Goodbye, Ada.');
    const out = outcomeMessage({ kind: 'already-out', name: '', since: pass.at }, 'staff', 'Europe/Zurich').detail;
    expect(out).toMatch(/^They went out at 11:00\b/);
    expect(outcomeMessage({ kind: 're-entered', pass: { ...pass, number: 2, kind: 'entry', name: '' } }, 'staff').detail).toBe(
      'They are back in.',
    );
    const refused = outcomeMessage({ kind: 're-entry-refused', name: '', leftAt: pass.at }, 'staff', 'Europe/Zurich').detail;
    expect(refused).toMatch(/^They went out at 11:00\b.*, and this event does not allow/);
  });

  it('tells a door with no list to connect to prepare', () => {
    expect(outcomeMessage({ kind: 'not-on-device-list', updatedAt: null }, 'staff').detail).toMatch(/holds no list for this event yet/);
  });
});

describe('outcomeMessage for staff and for visitors', () => {
  const gala = { title: 'Annual Gala', startsAt: '2026-12-03T18:00:00.000Z', endsAt: '2026-12-03T22:00:00.000Z', venue: 'Town Hall' };

  it('names the event a ticket of another event is for, with its time and place, and tells staff where to send them', () => {
    const message = outcomeMessage({ kind: 'not-registered', reason: 'other-event', ticketEvent: gala }, 'staff');
    expect(message.title).toBe('Not registered for this event');
    expect(message.detail).toBe(`This ticket is for Annual Gala, ${formatEventTime(gala)}, at Town Hall.`);
    expect(message.action).toBe('Do not let them in here: send them to their event, or to the desk.');
  });

  it('says "another event" when the ticket’s event could not be read', () => {
    expect(outcomeMessage({ kind: 'not-registered', reason: 'other-event' }, 'staff').detail).toBe('This ticket is for another event.');
  });

  it('never tells staff to check in with their e-mail for an unknown ticket; a visitor is', () => {
    const staff = outcomeMessage({ kind: 'unknown-ticket' }, 'staff');
    expect(`${staff.detail} ${staff.action ?? ''}`).not.toMatch(/your e-mail/);
    expect(staff.action).toMatch(/Find the person by name/);
    expect(outcomeMessage({ kind: 'unknown-ticket' }, 'visitor').detail).toMatch(/check in with your e-mail/);
  });

  it('gives staff what to do for every result, and visitors none', () => {
    const kinds: ScanOutcome[] = [
      { kind: 'unknown-ticket' },
      { kind: 'not-a-ticket' },
      { kind: 'not-registered', reason: 'cancelled' },
      { kind: 'not-on-device-list', updatedAt: null },
      { kind: 'admitted-anyway', ticketId: 'T', at: '2026-12-03T18:00:00.000Z' },
      { kind: 'already-admitted-anyway', ticketId: 'T', at: '2026-12-03T18:00:00.000Z', by: 'staff-1', device: 'Door A' },
      { kind: 'already-out', name: 'Ada', since: '2026-12-03T18:00:00.000Z' },
      { kind: 'failed', message: 'quota exceeded' },
    ];
    for (const outcome of kinds) {
      const staff = outcomeMessage(outcome, 'staff');
      // An instruction of its own, or one in the detail ("Switch to entry…", "Try again.").
      expect(staff.action ?? staff.detail, outcome.kind).toMatch(
        /(Let them|Do not let|Find the person|Decide below|Switch to|Try again|Ask )/,
      );
      expect(outcomeMessage(outcome, 'visitor').action, outcome.kind).toBeUndefined();
    }
  });
});
