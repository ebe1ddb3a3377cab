import { doc, getDocFromServer } from 'firebase/firestore';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { openDevice, quietFirestore, type Device } from '../../../tests/support/secured-firestore';
import { event } from '../contracts/contract-fixtures';
import { createEvent } from '../contracts/visitor-use-cases.contract';
import { SeatBook } from './seat-book';
import type { SeatCounter } from './seat-counters';

const emulatorHost = inject('firestoreEmulatorHost');
quietFirestore();

const ADMIN = { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true };
const HOUR = 3_600_000;
const SLOW = { timeout: 120_000 };

describe('Firestore seat counters that list their seats, under firestore.rules', () => {
  const opened: Device[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(opened.splice(0).map((device) => device.close()));
  });

  it('send a registration that lost a listed seat to the seat left, and list it while it is taken', SLOW, async () => {
    const projectId = `demo-seat-list-${crypto.randomUUID().slice(0, 8)}`;
    await loadSecurityRules(emulatorHost, projectId);
    const office = openDevice(emulatorHost, projectId, 'office', ADMIN);
    const phone = openDevice(emulatorHost, projectId, 'phone', null);
    opened.push(office, phone);
    // 200 seats: counter 99 counts seats 99 and 199. An import takes the lowest 199.
    const times = { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR).toISOString() };
    const fields = event('listed', { ...times, capacity: 200 });
    const eventId = await createEvent(office.store, office.ledger, fields);
    const stored = { ...fields, id: eventId };
    const createdAt = new Date().toISOString();
    const people = Array.from({ length: 199 }, (_, index) => ({ name: `Guest ${index}`, email: `guest${index}@x.org`, createdAt }));
    await office.ledger.importTickets(stored, 'registrations', people);
    const counter99 = async () => (await getDocFromServer(doc(office.firestore, 'seatCounters', `${eventId}_99`))).data() as SeatCounter;
    expect(await counter99()).toMatchObject({ taken: 1, takenSeats: [99] });

    // Drawn in this order, seat 99 would be claimed first (and refused), then the counters read again.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const countersRead = vi.spyOn(SeatBook.prototype, 'storedCounters');
    const issued = await phone.ledger.issue({
      event: stored,
      fields: { name: 'Late', email: 'late@x.org', createdAt },
      now: new Date(),
      enforceRegistrationRules: true,
    });
    expect(issued).toMatchObject({ kind: 'issued' });
    expect(countersRead).toHaveBeenCalledTimes(1);
    expect(await counter99()).toMatchObject({ taken: 2, takenSeats: [99, 199], lastSeat: 199 });

    // The visitor cancels, nobody waits: the seat is free and off the list.
    const ticketId = issued.kind === 'issued' ? issued.ticketId : '';
    await expect(phone.waiting.cancelTicket('registrations', ticketId, new Date())).resolves.toMatchObject({ kind: 'cancelled' });
    expect(await counter99()).toMatchObject({ taken: 1, takenSeats: [99], lastFreed: 199 });
  });
});
