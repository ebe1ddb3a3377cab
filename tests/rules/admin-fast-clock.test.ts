import { collection, doc, getDocsFromServer, query, serverTimestamp, where, writeBatch, deleteField } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ServerTimeClock } from '../../src/adapters/browser/server-time-clock';
import { RegistrationRush, emails } from '../support/registration-rush';
import { quietFirestore } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');
const TEST_TIMEOUT_MS = 120_000;
/** The laptop's clock: twenty minutes fast, ten times the two minutes the rules count a resize's mark. */
const FAST_MS = 20 * 60_000;
/** How long the other administrator's resize lasts in these tests. */
const RESIZE_MS = 4_000;

/** The time as the emulator knows it, whatever the faked `Date` says. */
const trueNow = () => performance.timeOrigin + performance.now();

/**
 * An administrator whose laptop's clock is wrong, writing seats while another administrator
 * resizes the event: the laptop judges the other resize's mark by the server's time (as its app
 * does, `ServerTimeClock`), so it waits for the resize instead of taking it as over and being
 * refused by firestore.rules. One device per person, the rules in force, counted on the server.
 */
describe("an administrator's laptop whose clock is fast, during another administrator's resize", () => {
  const world = new RegistrationRush(emulatorHost);

  beforeEach(() => world.open('demo-fast-clock'));
  afterEach(async () => {
    vi.useRealTimers();
    await world.close();
  });

  /** The laptop as the app builds it: its clock set right by the host's Date header. */
  async function fastLaptop(name: string) {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: trueNow() + FAST_MS });
    const clock = new ServerTimeClock(null, () =>
      Promise.resolve(new Response(null, { headers: { date: new Date(trueNow()).toUTCString() } })),
    );
    await clock.synchronise();
    return world.device(name, true, 'staff', { clock });
  }

  /**
   * Another administrator's resize under way: every counter of the event marked, as the resize
   * marks them, and unmarked `RESIZE_MS` later: `over` resolves then, with the true time it was.
   */
  async function resizeUnderWay(): Promise<{ over: Promise<number> }> {
    const other = world.device('other-laptop', true).firestore;
    const counters = await getDocsFromServer(query(collection(other, 'seatCounters'), where('eventId', '==', world.eventId)));
    const marked = writeBatch(other);
    for (const counter of counters.docs) marked.update(counter.ref, { resizing: serverTimestamp() });
    await marked.commit();
    const over = new Promise<number>((resolve, reject) => {
      setTimeout(() => {
        const unmarked = writeBatch(other);
        for (const counter of counters.docs) unmarked.update(doc(other, 'seatCounters', counter.id), { resizing: deleteField() });
        unmarked.commit().then(() => resolve(trueNow()), reject);
      }, RESIZE_MS);
    });
    return { over };
  }

  it(
    'a ticket withdrawn meanwhile is withdrawn once the resize is over, not refused as if the laptop had no permission',
    async () => {
      await world.openEvent('withdrawn', 20);
      await world.rush(emails('early', 5));
      const [ticket] = await world.storedOfEvent('registrations');
      const laptop = await fastLaptop('fast-laptop');
      const { over: resizeOver } = await resizeUnderWay();
      const withdrawn = laptop.ledger.withdraw('registrations', String(ticket?.id)).then((answer) => ({ answer, at: trueNow() }));
      const [over, { answer, at }] = await Promise.all([resizeOver, withdrawn]);
      expect(answer).toBe('withdrawn');
      expect(at).toBeGreaterThanOrEqual(over);
      const counters = await world.storedOfEvent('seatCounters');
      expect(counters.reduce((sum, counter) => sum + Number(counter.taken), 0)).toBe(4);
      expect(await world.storedOfEvent('seats')).toHaveLength(4);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'its own resize waits for the other one, and every seat is counted on the counters of the capacity it saved',
    async () => {
      await world.openEvent('resized', 150);
      await world.rush(emails('early', 12));
      const laptop = await fastLaptop('fast-laptop');
      const { over: resizeOver } = await resizeUnderWay();
      const saved = world.savedBy(laptop, { capacity: '40' }).then((outcome) => ({ outcome, at: trueNow() }));
      const [over, { outcome, at }] = await Promise.all([resizeOver, saved]);
      expect(outcome).toMatchObject({ kind: 'saved' });
      expect(at).toBeGreaterThanOrEqual(over);
      const counters = await world.storedOfEvent('seatCounters');
      expect(counters.filter((counter) => counter.counter !== 'over')).toHaveLength(40);
      for (const counter of counters) expect(counter.resizing).toBeUndefined();
      expect(counters.reduce((sum, counter) => sum + Number(counter.taken), 0)).toBe(12);
    },
    TEST_TIMEOUT_MS,
  );
});
