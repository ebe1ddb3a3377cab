import { describe, expect, it } from 'vitest';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import { StoreOfflineError } from '../ports/store-errors';
import { DoorCheckIn } from './door-check-in.use-case';
import type { TicketCandidate } from './door-list';

const EVENT = { id: 'summit' } as EventDocument;
const person = (ticketId: string, name: string): TicketCandidate => ({
  ticketId,
  name,
  email: `${ticketId}@x.org`,
  collection: 'registrations',
  cancelled: false,
});
const ADA = person('ada', 'Ada');
const BOB = person('bob', 'Bob');
const CY = person('cy', 'Cy');
const ADA_IN = { ticketId: 'ada', at: '2026-06-10T08:15:00.000Z' } as CheckInDocument;

function doorWith(checkInOf: (ticketId: string) => Promise<CheckInDocument | null>) {
  const unused = () => Promise.reject(new Error('not used by the search'));
  return new DoorCheckIn(
    { checkIn: unused },
    { remember: unused, rememberPass: unused, unsettledOf: unused, unsettledPasses: unused },
    { now: () => new Date() },
    { checkInOf: (_event, ticketId) => checkInOf(ticketId), pass: unused },
  );
}

describe('the door’s search', () => {
  it('says who is already in, with the time, and leaves the others as found, in the list’s order', async () => {
    const door = doorWith(async (ticketId) => (ticketId === 'ada' ? ADA_IN : null));
    const found = await door.find(EVENT, { search: () => [ADA, BOB], held: async () => true }, 'a');
    expect(found).toEqual([{ ...ADA, checkedInAt: ADA_IN.at }, BOB]);
  });

  it('still finds people whose check-in it cannot read (a door without network)', async () => {
    const door = doorWith(async (ticketId) => {
      if (ticketId === 'cy') throw new StoreOfflineError('getById');
      return ticketId === 'ada' ? ADA_IN : null;
    });
    const found = await door.find(EVENT, { search: () => [ADA, CY], held: async () => true }, 'a');
    expect(found).toEqual([{ ...ADA, checkedInAt: ADA_IN.at }, CY]);
  });
});
