import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adaCheckedIn, event } from '../contracts/contract-fixtures';
import { createEvent } from '../contracts/visitor-use-cases.contract';
import { DexieDocumentStore } from './dexie-document-store';
import { DexieTicketLedger } from './dexie-ticket-ledger';
import { RollcallDatabase } from './rollcall-database';

const NOW = new Date('2026-06-10T12:00:00.000Z');

describe('DexieTicketLedger: removing an event', () => {
  let database: RollcallDatabase;
  let store: DexieDocumentStore;
  let ledger: DexieTicketLedger;

  beforeEach(async () => {
    database = new RollcallDatabase(`ledger-${crypto.randomUUID()}`);
    await database.open();
    store = new DexieDocumentStore(database);
    ledger = new DexieTicketLedger(database, store);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.delete();
  });

  async function eventWithEverything() {
    const eventId = await createEvent(store, ledger, event('doomed', { capacity: 10 }));
    const stored = await store.getById('events', eventId);
    if (!stored) throw new Error('no event');
    const issued = await ledger.issue({
      event: stored,
      fields: { name: 'Ada', email: 'ada@x.org', createdAt: NOW.toISOString() },
      now: NOW,
      enforceRegistrationRules: false,
    });
    const ticketId = issued.kind === 'issued' ? issued.ticketId : '';
    await store.createIfAbsent('checkins', `${eventId}_${ticketId}`, adaCheckedIn(eventId, ticketId, NOW));
    const feedbackId = await store.create('feedback', { eventId, rating: 4, comment: 'Fine', createdAt: NOW.toISOString() });
    return { eventId, ticketId, feedbackId };
  }

  it('takes nothing when one step fails: the event, its ticket, its check-in and its feedback all stay', async () => {
    const { eventId, ticketId, feedbackId } = await eventWithEverything();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The check-ins go after the tickets: a failure there must bring the tickets back.
    database.tableOf('checkins').hook('deleting', () => {
      throw new Error('disk full');
    });
    await expect(ledger.removeEvent(eventId)).rejects.toThrow('disk full');
    await expect(store.existsById('events', eventId)).resolves.toBe(true);
    await expect(store.existsById('registrations', ticketId)).resolves.toBe(true);
    await expect(ledger.seatsTaken(eventId)).resolves.toBe(1);
    await expect(store.whereEquals('checkins', 'eventId', eventId)).resolves.toHaveLength(1);
    expect((await store.getById('feedback', feedbackId))?.eventId).toBe(eventId);
  });

  it('takes all of it when nothing fails; the feedback stays, as general feedback', async () => {
    const { eventId, ticketId, feedbackId } = await eventWithEverything();
    await expect(ledger.removeEvent(eventId)).resolves.toBe('removed');
    await expect(store.existsById('registrations', ticketId)).resolves.toBe(false);
    await expect(store.whereEquals('checkins', 'eventId', eventId)).resolves.toEqual([]);
    expect((await store.getById('feedback', feedbackId))?.eventId).toBe('');
  });
});
