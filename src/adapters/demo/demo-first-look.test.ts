import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_NAME, RollcallDatabase } from '../dexie/rollcall-database';
import { buildDemoData } from './demo-data';
import { DemoFirstLook } from './demo-first-look';
import { seedDemoDataOnce } from './seed-demo-data';
import { OFFLINE_DATABASE, isFirstVisit } from './first-visit';

const AT = new Date('2026-11-27T14:20:00.000Z');

describe("the offline build's first look", () => {
  it('shows on a first visit exactly the events the data layer then stores, found by slug or id as the catalog finds them', async () => {
    const look = new DemoFirstLook(AT, Promise.resolve(true));
    const stored = new RollcallDatabase(`first-look-${crypto.randomUUID()}`);
    await stored.open();
    await (
      await seedDemoDataOnce(stored, AT)
    )?.stored;
    const storedEvents = await stored.tableOf('events').toArray();
    const shown = await look.events();
    expect([...(shown ?? [])].sort((a, b) => a.id.localeCompare(b.id))).toEqual(storedEvents.sort((a, b) => a.id.localeCompare(b.id)));
    const summit = storedEvents.find((event) => event.slug === 'summit');
    await expect(look.event('summit')).resolves.toEqual(summit);
    await expect(look.event(summit?.id ?? '')).resolves.toEqual(summit);
    await expect(look.event('no-such-event')).resolves.toBeNull();
    // A page asks on every render: the same answer, or it would never settle.
    expect(look.event('summit')).toBe(look.event('summit'));
    stored.close();
  });

  it('shows nothing of the demo on a browser that already holds the data, which may have changed it', async () => {
    const look = new DemoFirstLook(AT, Promise.resolve(false));
    await expect(look.events()).resolves.toBeUndefined();
    await expect(look.event('summit')).resolves.toBeUndefined();
  });

  it("builds the events alone as the whole demo builds them (their ids do not depend on the demo's people)", () => {
    const alone = new DemoFirstLook(AT, Promise.resolve(true)).events();
    return expect(alone).resolves.toEqual(buildDemoData(AT).events);
  });
});

describe('a first visit', () => {
  it("is one until the offline build's database exists, under the name the store opens", async () => {
    expect(OFFLINE_DATABASE).toBe(DEFAULT_DATABASE_NAME);
    const name = `visit-${crypto.randomUUID()}`;
    await expect(isFirstVisit(name)).resolves.toBe(true);
    const database = new RollcallDatabase(name);
    await database.open();
    await expect(isFirstVisit(name)).resolves.toBe(false);
    database.close();
  });
});
