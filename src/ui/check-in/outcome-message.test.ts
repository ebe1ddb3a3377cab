import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './outcome-message';

const DAY = 24 * 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('outcomeMessage for a closed check-in', () => {
  it('says when check-in opens for an event still to come', () => {
    const message = outcomeMessage({ kind: 'closed', opensAt: iso(3 * DAY), closesAt: iso(4 * DAY) });
    expect(message.detail).toMatch(/^Check-in opens on /);
  });

  it('says that check-in has closed for an event that is over, not that it opens', () => {
    const message = outcomeMessage({ kind: 'closed', opensAt: iso(-4 * DAY), closesAt: iso(-3 * DAY) });
    expect(message.detail).toMatch(/^Check-in closed at the end of /);
  });

  it('asks a signed-out visitor checking in by e-mail to sign in or use the ticket link', () => {
    const message = outcomeMessage({ kind: 'email-needs-sign-in' });
    expect(message.title).toBe('Sign in to check in by e-mail');
    expect(message.detail).toMatch(/link of your ticket/);
  });
});

describe('outcomeMessage at a door without network', () => {
  it('says a ticket is not on the device’s list, how old the list is, and that the ticket may be newer', () => {
    const updatedAt = '2026-06-10T08:02:00.000Z';
    const message = outcomeMessage({ kind: 'not-on-device-list', updatedAt });
    expect(message).toMatchObject({ tone: 'warning', title: 'Not on this device’s list' });
    expect(message.detail).toContain(
      `updated ${new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(new Date(updatedAt))}: it may be newer`,
    );
  });

  it('tells a door with no list to connect to prepare', () => {
    expect(outcomeMessage({ kind: 'not-on-device-list', updatedAt: null }).detail).toMatch(/holds no list for this event yet/);
  });
});
