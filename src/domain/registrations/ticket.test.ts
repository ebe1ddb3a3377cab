import { describe, expect, it } from 'vitest';
import { readTicketCode, ticketCollectionFor, ticketUrl } from './ticket';

const ORIGIN = 'https://events.example.org';
const TICKET = 'Ab3dEf6hIj9kLm2nOp5q';

describe('ticket codes', () => {
  it('encodes {origin}/checkin/{eventId}?ticket={ticketId}', () => {
    expect(ticketUrl(ORIGIN, 'summit', TICKET)).toBe(`${ORIGIN}/checkin/summit?ticket=${TICKET}`);
  });

  it('reads back the event and the ticket from our URL, and a bare ticket id', () => {
    expect(readTicketCode(ticketUrl(ORIGIN, 'summit', TICKET), ORIGIN)).toEqual({ ticketId: TICKET, eventId: 'summit' });
    expect(readTicketCode(`  ${TICKET}\n`, ORIGIN)).toEqual({ ticketId: TICKET });
  });

  it.each([
    ['another site', `https://evil.example.com/checkin/summit?ticket=${TICKET}`],
    ['our site, another page', `${ORIGIN}/events/summit?ticket=${TICKET}`],
    ['a malformed ticket id', `${ORIGIN}/checkin/summit?ticket=short`],
    ['plain text', 'Hello, world'],
    ['an over-long payload', `${ORIGIN}/checkin/summit?ticket=${TICKET}&x=${'a'.repeat(600)}`],
    ['nothing', '   '],
  ])('is not a ticket: %s', (_label, text) => {
    expect(readTicketCode(text, ORIGIN)).toBeNull();
  });

  it('puts each kind of event in its own collection', () => {
    expect(ticketCollectionFor('standard')).toBe('registrations');
    expect(ticketCollectionFor('highlevel')).toBe('highlevelRegister');
    expect(ticketCollectionFor('nationalday')).toBe('nationaldayRegister');
  });
});
