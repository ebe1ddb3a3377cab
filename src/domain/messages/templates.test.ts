import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../tests/support/languages';
import { cancelledMessage, expiredMessage, offeredMessage, ticketMessage, waitingMessage } from './templates';

const EVENT = { title: 'Tea & <Talks>', venue: 'Hall 2', startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' };

describe('the messages people get', () => {
  it('sends the ticket with its link, QR code and calendar file, in text and escaped HTML', () => {
    const body = ticketMessage({
      event: EVENT,
      name: 'Ada',
      ticketUrl: 'https://r.example/checkin/e?ticket=T1',
      qrPngDataUrl: 'data:image/png;base64,AAAA',
      calendarFile: 'BEGIN:VCALENDAR',
      timeZone: 'Europe/Paris',
    });
    expect(body.subject).toBe('Your ticket for Tea & <Talks>');
    expect(body.text).toContain('Your ticket: https://r.example/checkin/e?ticket=T1');
    expect(body.text).toContain('Tuesday, 1 December 2026 at 19:00 CET');
    expect(body.html).toContain('Tea &#38; &#60;Talks&#62;');
    expect(body.html).not.toContain('<Talks>');
    expect(body.html).toContain('href="https://r.example/checkin/e?ticket=T1"');
    expect(body.html).not.toMatch(/<img|tracking|utm_/);
    expect(body.attachments?.map((file) => file.filename)).toEqual(['ticket-qr.png', 'event.ics']);
  });

  it('writes the times in the event’s own zone when the writer gives none', () => {
    const inNewYork = { ...EVENT, timeZone: 'America/New_York' };
    const body = cancelledMessage({ event: inNewYork, name: 'Cy', eventUrl: 'https://r.example/e' });
    expect(body.text).toMatch(/Tuesday, 1 December 2026 at 13:00 (EST|GMT-5)/);
  });

  it('tells the place in line, the time a held seat is kept until, its end, and a cancellation', () => {
    expect(waitingMessage({ event: EVENT, name: 'Bo', number: 3, placeUrl: 'https://r.example/w/E1' }).text).toContain(
      'You are number 3 on its waiting list.',
    );
    // The places ahead could not be counted: no number is made up.
    const uncounted = waitingMessage({ event: EVENT, name: 'Bo', number: null, placeUrl: 'https://r.example/w/E1' }).text;
    expect(uncounted).toContain('Tea & <Talks> is full. You are on its waiting list.');
    expect(uncounted).not.toMatch(/number|null/);
    const offered = offeredMessage({
      event: EVENT,
      heldUntil: '2026-11-25T09:30:00.000Z',
      eventUrl: 'https://r.example/e',
      timeZone: 'UTC',
    });
    expect(offered.text).toContain('by Wednesday, 25 November 2026 at 09:30 UTC');
    expect(offered.text).not.toMatch(/@|ticket=/);
    expect(expiredMessage({ event: EVENT, eventUrl: 'https://r.example/e' }).subject).toBe('The seat held for you has gone: Tea & <Talks>');
    expect(cancelledMessage({ event: EVENT, name: 'Cy', eventUrl: 'https://r.example/e', timeZone: 'UTC' }).text).toContain(
      'is cancelled and no longer admits anyone',
    );
  });

  it('writes a message in the language of the texts it is given, whatever the page shows', async () => {
    const french = offeredMessage(
      { event: EVENT, heldUntil: '2026-11-25T09:30:00.000Z', eventUrl: 'https://r.example/e', timeZone: 'UTC' },
      await textsIn('fr'),
    );
    expect(french.subject).toMatch(/^Une place vous est réservée\u202f?\u00a0?: Tea & <Talks>$/);
    expect(french.text).toContain('mercredi 25 novembre 2026');
    expect(french.html).toContain('<html lang="fr">');
    // The page's own language is left as it was.
    expect(expiredMessage({ event: EVENT, eventUrl: 'https://r.example/e' }).subject).toBe('The seat held for you has gone: Tea & <Talks>');
  });
});
