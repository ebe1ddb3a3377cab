import { describe, expect, it } from 'vitest';
import { KnownByRequest, LISTENER_LAG_MS, showingKnownByRequest } from './known-by-request';
import type { LiveInfo, LiveSink, LiveSpec } from './live-source';

type CheckIn = { id: string; eventId: string; at: string };

const checkIn = (id: string, eventId = 'gala', at = '2026-06-10T10:00:00.000Z'): CheckIn => ({ id, eventId, at });
const CONFIRMED: LiveInfo = { confirmed: true };

/** A live query over a fake listener: what the page was last told, and the listener's sink to answer with. */
function watched(spec: LiveSpec = { collection: 'checkins', where: [{ field: 'eventId', op: '==', value: 'gala' }] }) {
  let time = 0;
  const known = new KnownByRequest(() => time);
  let listener: LiveSink<CheckIn> = () => undefined;
  const told: Array<{ documents: CheckIn[]; info: LiveInfo }> = [];
  const stop = showingKnownByRequest<CheckIn>(
    known,
    spec,
    (documents, info) => told.push({ documents, info }),
    (sink) => {
      listener = sink;
      return () => void (listener = () => undefined);
    },
  );
  return {
    known,
    listenerSays: (documents: CheckIn[], info = CONFIRMED) => listener(documents, info),
    ids: () => told.at(-1)?.documents.map(({ id }) => id),
    told,
    stop,
    later: (milliseconds: number) => void (time += milliseconds),
  };
}

describe('showingKnownByRequest: what the device learned by request, before its listener has it', () => {
  it('adds a check-in written by request to the results at once, and leaves it to the listener once the listener has it', () => {
    const page = watched();
    page.listenerSays([checkIn('ada')]);
    page.known.record('checkins', 'ben', checkIn('ben'));
    expect(page.ids()).toEqual(['ada', 'ben']);
    // The listener brings it: shown once, not twice.
    page.listenerSays([checkIn('ada'), checkIn('ben')]);
    expect(page.ids()).toEqual(['ada', 'ben']);
    // Removed later (an administrator undid it): the listener's word.
    page.listenerSays([checkIn('ada')]);
    expect(page.ids()).toEqual(['ada']);
  });

  it('keeps showing it while the listener lags, and drops it when a confirmed result lacks it past the lag', () => {
    const page = watched();
    page.listenerSays([]);
    page.known.record('checkins', 'ben', checkIn('ben'));
    page.later(LISTENER_LAG_MS - 1);
    page.listenerSays([checkIn('ada')]);
    expect(page.ids()).toEqual(['ada', 'ben']);
    // From the device's cache, the result says nothing of the server.
    page.later(1);
    page.listenerSays([checkIn('ada')], { confirmed: false });
    expect(page.ids()).toEqual(['ada', 'ben']);
    page.listenerSays([checkIn('ada')], CONFIRMED);
    expect(page.ids()).toEqual(['ada']);
  });

  it('adds only what the query matches, in its order and within its limit', () => {
    const spec: LiveSpec = {
      collection: 'checkins',
      where: [{ field: 'eventId', op: '==', value: 'gala' }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: 2,
    };
    const page = watched(spec);
    page.listenerSays([checkIn('late', 'gala', '2026-06-10T11:00:00.000Z'), checkIn('early', 'gala', '2026-06-10T09:00:00.000Z')]);
    page.known.record('checkins', 'other-event', checkIn('other-event', 'fair', '2026-06-10T12:00:00.000Z'));
    page.known.record('doorPasses', 'a-pass', checkIn('a-pass', 'gala', '2026-06-10T12:00:00.000Z'));
    expect(page.told).toHaveLength(1);
    page.known.record('checkins', 'latest', checkIn('latest', 'gala', '2026-06-10T12:00:00.000Z'));
    expect(page.ids()).toEqual(['latest', 'late']);
  });

  it("passes the listener's results through as they are when there is nothing to add", () => {
    const page = watched();
    const documents = [checkIn('ada')];
    page.listenerSays(documents, { confirmed: false });
    expect(page.told).toEqual([{ documents, info: { confirmed: false } }]);
    expect(page.told[0]?.documents).toBe(documents);
  });

  it('tells nothing before the listener has answered, nor after it stopped', () => {
    const page = watched();
    page.known.record('checkins', 'ben', checkIn('ben'));
    expect(page.told).toHaveLength(0);
    page.listenerSays([]);
    expect(page.ids()).toEqual(['ben']);
    page.stop();
    page.known.record('checkins', 'cleo', checkIn('cleo'));
    expect(page.ids()).toEqual(['ben']);
  });

  it('stops showing what this device deletes, though its listener never held it', () => {
    const page = watched();
    page.listenerSays([checkIn('ada')]);
    page.known.record('checkins', 'ben', checkIn('ben'));
    page.known.forget('doorPasses', ['ben']);
    expect(page.ids()).toEqual(['ada', 'ben']);
    page.known.forget('checkins', ['ben', 'nobody']);
    expect(page.ids()).toEqual(['ada']);
    page.listenerSays([checkIn('ada')], { confirmed: false });
    expect(page.ids()).toEqual(['ada']);
  });

  it('shows a document learned again after the listener dropped it, until the listener has it again', () => {
    const page = watched();
    page.listenerSays([checkIn('ben')]);
    page.known.record('checkins', 'ben', checkIn('ben'));
    expect(page.ids()).toEqual(['ben']);
    page.listenerSays([]);
    expect(page.ids()).toEqual([]);
    page.known.record('checkins', 'ben', checkIn('ben'));
    expect(page.ids()).toEqual(['ben']);
  });
});
