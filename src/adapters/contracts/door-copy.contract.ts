import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DoorCopy } from '../../application/ports/door-copy.port';
import type { IssueRequest, TicketLedger } from '../../application/ports/ticket-ledger.port';
import { DoorList } from '../../application/scanner/door-list';
import type { EventDocument } from '../../domain/events/event';
import { event } from './contract-fixtures';
import type { StoreHarness } from './document-store.contract';
import { createEvent } from './visitor-use-cases.contract';

export type DoorHarness = StoreHarness & {
  /** The door's copy on the first client's device. */
  door: DoorCopy;
};

const TODAY = { startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' };

async function issue(ledger: TicketLedger, stored: EventDocument, email: string): Promise<string> {
  const request: IssueRequest = {
    event: stored,
    fields: { name: `Guest ${email}`, email, organisation: 'Acme', createdAt: TODAY.startsAt },
    now: new Date(TODAY.startsAt),
    enforceRegistrationRules: false,
  };
  const outcome = await ledger.issue(request);
  if (outcome.kind !== 'issued') throw new Error(`Not issued: ${outcome.kind}`);
  return outcome.ticketId;
}

/** The door's copy: the same list on every adapter, followed live, one event's tickets only. */
export function runDoorCopyContract(adapterName: string, open: () => Promise<DoorHarness>): void {
  describe(`${adapterName}: the door copy contract`, () => {
    let harness: DoorHarness;
    const opened: Array<() => void> = [];
    const newEvent = async (slug: string) => {
      const id = await createEvent(harness.store, harness.ledger, event(slug, { ...TODAY, capacity: null }));
      const stored = await harness.store.getById('events', id);
      if (!stored) throw new Error(`No event ${id}`);
      return stored;
    };
    const follow = (stored: EventDocument) => {
      const list = new DoorList(harness.door, stored);
      opened.push(list.open());
      return list;
    };

    beforeEach(async () => {
      harness = await open();
    });
    afterEach(async () => {
      for (const close of opened.splice(0)) close();
      await harness.close();
    });

    it("holds the event's tickets, and only that event's, found by number and by name", async () => {
      const gala = await newEvent('gala');
      const other = await newEvent('other');
      const ada = await issue(harness.ledger, gala, 'ada@example.org');
      await issue(harness.ledger, gala, 'bob@example.org');
      const elsewhere = await issue(harness.otherLedger, other, 'ada@example.org');
      const list = follow(gala);
      await expect.poll(() => list.state.tickets, { timeout: 20_000 }).toBe(2);
      expect(list.state.updatedAt).not.toBeNull();
      expect(list.find(ada)).toMatchObject({ id: ada, eventId: gala.id, email: 'ada@example.org', collection: 'registrations' });
      expect(list.find(elsewhere)).toBeNull();
      expect(list.search('ada example').map((candidate) => candidate.ticketId)).toEqual([ada]);
      expect(list.search('acme')).toHaveLength(2);
    });

    it('follows what other devices change: a new ticket, a cancellation, a ticket withdrawn', async () => {
      const gala = await newEvent('gala');
      const first = await issue(harness.ledger, gala, 'first@example.org');
      const list = follow(gala);
      await expect.poll(() => list.state.tickets, { timeout: 20_000 }).toBe(1);
      await expect.poll(() => list.state.live, { timeout: 20_000 }).toBe(true);

      const later = await issue(harness.otherLedger, gala, 'later@example.org');
      await expect.poll(() => list.find(later)?.email, { timeout: 20_000 }).toBe('later@example.org');
      await harness.otherClient.update('registrations', later, { cancelledAt: '2026-06-10T09:00:00.000Z' });
      await expect.poll(() => list.find(later)?.cancelledAt, { timeout: 20_000 }).toBe('2026-06-10T09:00:00.000Z');
      await harness.otherLedger.withdraw('registrations', first);
      await expect.poll(() => list.find(first), { timeout: 20_000 }).toBeNull();
      expect(list.state.tickets).toBe(1);
    });
  });
}
