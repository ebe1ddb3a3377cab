import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../application/ports/collections';
import { checkInId } from '../../domain/check-in/check-in';
import { splitByTime } from '../../domain/events/event';
import { RollcallDatabase } from '../dexie/rollcall-database';
import { buildDemoData } from './demo-data';
import { SEED_MARKER, WRITE_SLICE, seedDemoData, seedDemoDataOnce } from './seed-demo-data';

const now = new Date('2026-11-22T10:30:00.000Z');

describe('buildDemoData', () => {
  const data = buildDemoData(now);

  it('is the same on every run', () => {
    expect(buildDemoData(now)).toEqual(data);
  });

  it('has events of every kind, one running now, upcoming and past ones', () => {
    expect(new Set(data.events.map((event) => event.kind))).toEqual(new Set(['standard', 'highlevel', 'nationalday']));
    const running = data.events.filter((event) => Date.parse(event.startsAt) <= now.getTime() && Date.parse(event.endsAt) > now.getTime());
    expect(running).toHaveLength(1);
    const { upcoming, past } = splitByTime(data.events, now);
    expect(upcoming.length).toBeGreaterThan(3);
    expect(past.length).toBeGreaterThanOrEqual(2);
  });

  it('has a few hundred people and tickets in every register', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(300);
    expect(data.registrations.length).toBeGreaterThan(100);
    expect(data.highlevelRegister.length).toBeGreaterThan(0);
    expect(data.nationaldayRegister.every((entry) => entry.guests >= 0 && entry.guests <= 4)).toBe(true);
    expect(data.feedback.length).toBeGreaterThan(0);
    expect(data.resources.length).toBeGreaterThan(0);
  });

  it('checks in only real tickets, under the deterministic id, never before the event opens', () => {
    const tickets = new Map(data.registrations.map((ticket) => [ticket.id, ticket]));
    expect(data.checkins.length).toBeGreaterThan(0);
    for (const checkIn of data.checkins) {
      expect(tickets.get(checkIn.ticketId)?.eventId).toBe(checkIn.eventId);
      expect(checkIn.id).toBe(checkInId(checkIn.eventId, checkIn.ticketId));
      expect(Date.parse(checkIn.at)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('never sells more tickets than an event has seats', () => {
    for (const event of data.events) {
      const sold = [...data.registrations, ...data.highlevelRegister, ...data.nationaldayRegister].filter(
        (ticket) => ticket.eventId === event.id,
      ).length;
      if (event.capacity !== null) expect(sold).toBeLessThanOrEqual(event.capacity);
    }
  });
});

describe('seedDemoDataOnce', () => {
  it('lets some people out again, after their check-in and never in the future', () => {
    const data = buildDemoData(now);
    const checkIns = new Map(data.checkins.map((checkIn) => [`${checkIn.eventId}_${checkIn.ticketId}`, checkIn]));
    expect(data.doorPasses.length).toBeGreaterThan(0);
    for (const pass of data.doorPasses) {
      const checkIn = checkIns.get(`${pass.eventId}_${pass.ticketId}`);
      expect(pass).toMatchObject({ number: 1, kind: 'exit', id: `${pass.eventId}_${pass.ticketId}_1`, name: checkIn?.name });
      expect(Date.parse(pass.at)).toBeGreaterThan(Date.parse(checkIn?.at ?? ''));
      expect(Date.parse(pass.at)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('fills every table on the first start and leaves later changes alone', async () => {
    const database = new RollcallDatabase('seed-test');
    const seeding = await seedDemoDataOnce(database, now);
    expect(seeding).not.toBeNull();
    await seeding?.stored;
    for (const name of COLLECTION_NAMES) expect(await database.tableOf(name).count()).toBeGreaterThan(0);
    await database.tableOf('events').clear();
    expect(await seedDemoDataOnce(database, now)).toBeNull();
    expect(await database.tableOf('events').count()).toBe(0);
    await seedDemoData(database, now);
    expect(await database.tableOf('events').count()).toBe(buildDemoData(now).events.length);
    await database.delete();
  });

  it('after a start cut short before the people were stored, stores them and keeps the events as changed', async () => {
    const database = new RollcallDatabase('seed-interrupted-test');
    await (
      await seedDemoDataOnce(database, now)
    )?.stored;
    // The state a tab closed during the second transaction leaves: the first part and no marker.
    await database.meta.delete(SEED_MARKER);
    await database.tableOf('users').clear();
    const [event] = await database.tableOf('events').toArray();
    if (!event) throw new Error('The first part stored no event.');
    await database.tableOf('events').put({ ...event, title: 'Renamed before the tab closed' });
    const seeding = await seedDemoDataOnce(database, now);
    expect(seeding).not.toBeNull();
    await seeding?.stored;
    expect((await database.tableOf('events').get(event.id))?.title).toBe('Renamed before the tab closed');
    expect(await database.tableOf('users').count()).toBe(buildDemoData(now).users.length);
    expect(await seedDemoDataOnce(database, now)).toBeNull();
    await database.delete();
  });

  it('returns once the events are stored, and every read after it waits for the people and accounts', async () => {
    const database = new RollcallDatabase('seed-order-test');
    const data = buildDemoData(now);
    const seeding = await seedDemoDataOnce(database, now);
    // Not awaiting `stored`: a page reading right away must still find everything.
    const [events, people, accounts] = await Promise.all([
      database.tableOf('events').count(),
      database.tableOf('users').count(),
      database.accounts.count(),
    ]);
    expect(events).toBe(data.events.length);
    expect(people).toBe(data.users.length);
    expect(accounts).toBeGreaterThan(0);
    await seeding?.stored;
    await database.delete();
  });
});

/** The number of records in each write the database receives, whichever of Dexie's calls made it. */
function recordWriteSizes(database: RollcallDatabase): number[] {
  const sizes: number[] = [];
  database.use({
    stack: 'dbcore',
    name: 'WriteSizes',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (request) => {
            if (request.type === 'add' || request.type === 'put') sizes.push(request.values.length);
            return table.mutate(request);
          },
        };
      },
    }),
  });
  return sizes;
}

describe('storing the demo', () => {
  // Each write is one task of the page's main thread: a first visit renders between them.
  it(`on a first start, writes no more than ${WRITE_SLICE} records at a time, and every record`, async () => {
    const database = new RollcallDatabase('seed-slices-test');
    const sizes = recordWriteSizes(database);
    await (
      await seedDemoDataOnce(database, now)
    )?.stored;
    expect(Math.max(...sizes)).toBeLessThanOrEqual(WRITE_SLICE);
    const data = buildDemoData(now);
    const documents = COLLECTION_NAMES.reduce((sum, name) => sum + data[name].length, 0);
    const keys = await database.ticketKeys.count();
    const accounts = await database.accounts.count();
    // The documents, the tickets' keys and the accounts, besides the markers and list versions.
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(documents + keys + accounts);
    expect(keys).toBeGreaterThan(WRITE_SLICE);
    await database.delete();
  });

  it('again, on a reset', async () => {
    const database = new RollcallDatabase('seed-reset-slices-test');
    const sizes = recordWriteSizes(database);
    await seedDemoData(database, now);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(WRITE_SLICE);
    expect(await database.tableOf('users').count()).toBe(buildDemoData(now).users.length);
    await database.delete();
  });
});

describe('the demo accounts', () => {
  it('store hashes that verify the published passwords', async () => {
    const { DEMO_ACCOUNTS, DEMO_ACCOUNT_RECORDS } = await import('./demo-accounts');
    const { verifyPassword } = await import('../offline-auth/password-hash');
    for (const account of DEMO_ACCOUNTS) {
      const record = DEMO_ACCOUNT_RECORDS.find((candidate) => candidate.email === account.email);
      expect(record?.admin).toBe(account.admin);
      expect(record?.door === true).toBe(account.door === true);
      expect(JSON.stringify(record)).not.toContain(account.password);
      await expect(
        verifyPassword(account.password, record?.password ?? { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: '', hash: '' }),
      ).resolves.toBe(true);
    }
  });

  it("give the demo visitor tickets, not yet checked in at today's event", () => {
    const data = buildDemoData(now);
    const visitorTickets = data.registrations.filter((ticket) => ticket.email === 'visitor@rollcall.test');
    expect(visitorTickets.length).toBeGreaterThan(2);
    const running = data.events.find((event) => event.slug === 'summit');
    const todays = visitorTickets.find((ticket) => ticket.eventId === running?.id);
    expect(todays).toBeDefined();
    expect(data.checkins.some((checkIn) => checkIn.ticketId === todays?.id)).toBe(false);
  });
});
