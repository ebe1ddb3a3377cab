import { describe, expect, it, vi } from 'vitest';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { EventDocument } from '../../domain/events/event';
import type { CheckInAttendee } from '../check-in/check-in-attendee.use-case';
import type { DocumentStore } from '../ports/document-store.port';
import type { IssueRequest, TicketLedger } from '../ports/ticket-ledger.port';
import { StoreOfflineError } from '../ports/store-errors';
import { RegisterWalkIn } from './register-walk-in.use-case';

const GALA = { id: 'gala', kind: 'standard', title: 'Annual Gala' } as Partial<EventDocument> as EventDocument;
const NOW = new Date('2026-12-03T18:30:00.000Z');
const TICKET_ID = 'W'.repeat(20);
const DESK = { by: 'staff', device: 'Door 1', checkInNow: true };

/** A ledger that issues every ticket asked for: the walk-in's outcome is what is tested. */
function issuingLedger() {
  const issued: IssueRequest[] = [];
  const ledger = {
    issue: async (request: IssueRequest) => {
      issued.push(request);
      return { kind: 'issued' as const, ticketId: TICKET_ID };
    },
  };
  return { ledger: ledger as unknown as TicketLedger, issued };
}

describe('a walk-in registered at the desk', () => {
  it('is registered and checked in when the e-mail of the ticket could not be written, and says so', async () => {
    const { ledger, issued } = issuingLedger();
    const checkedIn = { kind: 'checked-in' } as CheckInOutcome;
    const attendee = { checkIn: vi.fn(async () => checkedIn) } as Pick<CheckInAttendee, 'checkIn'>;
    const unwritten = new StoreOfflineError('write the ticket’s e-mail');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const walkIns = new RegisterWalkIn({} as DocumentStore, ledger, { now: () => NOW }, attendee, {
      ticket: () => Promise.reject(unwritten),
    });

    const outcome = await walkIns.register(GALA, { name: 'Wanda Walker', email: 'Wanda@Example.org' }, DESK);

    expect(outcome).toEqual({
      kind: 'registered',
      ticketId: TICKET_ID,
      name: 'Wanda Walker',
      checkIn: checkedIn,
      email: { written: false, failure: unwritten },
    });
    expect(issued).toHaveLength(1);
    expect(attendee.checkIn).toHaveBeenCalledWith(
      GALA,
      { ticketId: TICKET_ID },
      expect.objectContaining({ by: 'staff', device: 'Door 1' }),
    );
  });

  it('says the e-mail was written when it was', async () => {
    const { ledger } = issuingLedger();
    const written = vi.fn(async () => undefined);
    const walkIns = new RegisterWalkIn({} as DocumentStore, ledger, { now: () => NOW }, { checkIn: vi.fn() }, { ticket: written });

    const outcome = await walkIns.register(GALA, { name: 'Wanda Walker', email: 'wanda@example.org' }, { ...DESK, checkInNow: false });

    expect(outcome).toMatchObject({ kind: 'registered', checkIn: null, email: { written: true } });
    expect(written).toHaveBeenCalledWith(GALA, { ticketId: TICKET_ID, name: 'Wanda Walker', email: 'wanda@example.org' }, NOW);
  });
});
