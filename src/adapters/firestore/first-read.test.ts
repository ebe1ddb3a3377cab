import { doc, setDoc } from 'firebase/firestore/lite';
import { describe, expect, inject, it, vi } from 'vitest';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { event } from '../contracts/contract-fixtures';
import { createFirebaseApp, createServerFirestore } from './firebase-app';
import { LiteDocumentStore } from './lite-document-store';
import { PollingLiveSource } from './polling-live-source';
import { FIRST_ANSWER_MAX_AGE_MS, FirstAnswers } from './first-answers';
import { decodeRestDocument } from './rest-documents';
import { ALL_EVENTS_LIMIT, SAME_SLUG_LIMIT, startAllEventsFirstRead, startEventFirstRead, type FirstRead } from './first-read';

const TARGET = { projectId: 'demo-project', apiKey: 'demo key' };
const NAME = 'projects/demo-project/databases/(default)/documents/events';

function answering(rows: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(rows), { status }));
}

function restEvent(id: string, slug: string, title = `Event ${id}`) {
  return { name: `${NAME}/${id}`, fields: { id: { stringValue: id }, slug: { stringValue: slug }, title: { stringValue: title } } };
}

const SLUG_QUERY = { where: [{ field: 'slug', op: '==', value: 'summit' }], limit: 1 };

describe('the first read of an event, started before the data layer', () => {
  it('is one query for the id and the slug, posted as text/plain without headers of its own (no CORS preflight)', async () => {
    const fetchImpl = answering([{ readTime: '2026-11-26T10:00:00Z' }]);
    await startEventFirstRead(TARGET, 'summit', fetchImpl).answer;

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://firestore.googleapis.com/v1/projects/demo-project/databases/(default)/documents:runQuery?key=demo%20key');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toBeUndefined();
    expect(typeof init?.body).toBe('string');
    const { structuredQuery } = JSON.parse(String(init?.body)) as { structuredQuery: Record<string, unknown> };
    expect(structuredQuery.from).toEqual([{ collectionId: 'events' }]);
    expect(structuredQuery.where).toEqual({
      compositeFilter: {
        op: 'OR',
        filters: [
          { fieldFilter: { field: { fieldPath: 'slug' }, op: 'EQUAL', value: { stringValue: 'summit' } } },
          { fieldFilter: { field: { fieldPath: '__name__' }, op: 'EQUAL', value: { referenceValue: `${NAME}/summit` } } },
        ],
      },
    });
  });

  it('goes to the emulator when there is one, and asks by slug alone for what cannot be a document id', async () => {
    const fetchImpl = answering([]);
    const read = startEventFirstRead({ ...TARGET, emulatorHost: '127.0.0.1:8080' }, '__summit__', fetchImpl);
    await read.answer;
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^http:\/\/127\.0\.0\.1:8080\/v1\/projects\/demo-project\//);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)).structuredQuery.where).toHaveProperty('fieldFilter');
    expect(read).toMatchObject({ kind: 'event', askedById: false });
  });

  it.each([
    ['a refusal', () => answering({ error: { status: 'PERMISSION_DENIED' } }, 403)],
    ['no network', () => vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['an answer that is not a list', () => answering({ unexpected: true })],
    [
      'an answer that may have been cut short',
      () => answering(Array.from({ length: SAME_SLUG_LIMIT }, (_, i) => ({ document: restEvent(`e${i}`, 'summit') }))),
    ],
  ])('is not used after %s, and never rejects', async (_case, fetchImpl) => {
    expect(await startEventFirstRead(TARGET, 'summit', fetchImpl()).answer).toEqual({ usable: false });
  });
});

function firstRead(documents: unknown[] | null, startedAt = 1_000, idOrSlug = 'summit'): FirstRead {
  return {
    kind: 'event',
    idOrSlug,
    askedById: true,
    startedAt,
    answer: Promise.resolve(documents ? { usable: true, documents } : { usable: false }),
  };
}

describe('the first answers, as Firestore Lite would give them', () => {
  it('answer the read by id and the query by slug once each', async () => {
    const answers = new FirstAnswers(firstRead([restEvent('summit-id', 'summit')]), () => 1_000);
    expect(await answers.document('events', 'summit')).toBeNull();
    expect(await answers.query('events', SLUG_QUERY)).toEqual([{ id: 'summit-id', slug: 'summit', title: 'Event summit-id' }]);
    // Once: a second page (or the 15-second refresh) asks the server.
    expect(await answers.document('events', 'summit')).toBeUndefined();
    expect(await answers.query('events', SLUG_QUERY)).toBeUndefined();
  });

  it('give the event named by the link when its id is the link, and the first by name among the same slug', async () => {
    const documents = [restEvent('a', 'summit', 'First'), restEvent('b', 'summit', 'Second'), restEvent('summit', 'other')];
    const answers = new FirstAnswers(firstRead(documents), () => 1_000);
    expect(await answers.document('events', 'summit')).toMatchObject({ id: 'summit', slug: 'other' });
    expect(await answers.query('events', SLUG_QUERY)).toEqual([expect.objectContaining({ title: 'First' })]);
  });

  it('say nothing of other reads: another event, another collection, another query', async () => {
    const answers = new FirstAnswers(firstRead([restEvent('summit', 'summit')]), () => 1_000);
    expect(await answers.document('events', 'other')).toBeUndefined();
    expect(await answers.document('registrations', 'summit')).toBeUndefined();
    expect(await answers.query('events', { ...SLUG_QUERY, limit: 2 })).toBeUndefined();
    expect(await answers.query('events', { where: [{ field: 'slug', op: '==', value: 'other' }], limit: 1 })).toBeUndefined();
    // Still there for the reads they answer.
    expect(await answers.document('events', 'summit')).toMatchObject({ id: 'summit' });
  });

  it('are not used once older than the limit, nor when the request failed', async () => {
    const stale = new FirstAnswers(firstRead([restEvent('summit', 'summit')], 1_000), () => 1_000 + FIRST_ANSWER_MAX_AGE_MS + 1);
    expect(await stale.document('events', 'summit')).toBeUndefined();
    const failed = new FirstAnswers(firstRead(null), () => 1_000);
    expect(await failed.query('events', SLUG_QUERY)).toBeUndefined();
    expect(await new FirstAnswers().document('events', 'summit')).toBeUndefined();
  });

  it('decode the kinds of value an event is made of as snapshot.data() gives them, and leave the others to the SDK', () => {
    const decoded = decodeRestDocument({
      name: `${NAME}/x`,
      fields: {
        none: { nullValue: null },
        open: { booleanValue: true },
        capacity: { integerValue: '120' },
        ratio: { doubleValue: 0.5 },
        tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
        empty: { arrayValue: {} },
        place: { mapValue: { fields: { city: { stringValue: 'Zurich' } } } },
      },
    });
    expect(decoded).toEqual({
      none: null,
      open: true,
      capacity: 120,
      ratio: 0.5,
      tags: ['a', 2],
      empty: [],
      place: { city: 'Zurich' },
    });
    expect(decodeRestDocument({ fields: { organiser: { referenceValue: `${NAME}/x` } } })).toBeUndefined();
    expect(decodeRestDocument({ fields: { at: { timestampValue: '2026-11-26T10:00:00.123456Z' } } })).toBeUndefined();
    expect(
      decodeRestDocument({ fields: { list: { arrayValue: { values: [{ geoPointValue: { latitude: 1, longitude: 2 } }] } } } }),
    ).toBeUndefined();
    expect(decodeRestDocument({ fields: { nested: { mapValue: { fields: { odd: { somethingNew: 1 } } } } } })).toBeUndefined();
  });
});

function restTimed(id: string, endsAt: string | null) {
  return { name: `${NAME}/${id}`, fields: { id: { stringValue: id }, ...(endsAt === null ? {} : { endsAt: { stringValue: endsAt } }) } };
}

const BOUND = '2026-11-25T12:00:00.000Z';
const before = (value: string) => ({ where: [{ field: 'endsAt', op: '<', value }] });
const fromBound = (value: string) => ({ where: [{ field: 'endsAt', op: '>=', value }] });

describe('the first read of the events list', () => {
  it('is one query for every event, and is not used when there may be more than it asked for', async () => {
    const fetchImpl = answering([]);
    await startAllEventsFirstRead(TARGET, fetchImpl).answer;
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual({
      structuredQuery: { from: [{ collectionId: 'events' }], limit: ALL_EVENTS_LIMIT },
    });
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toBeUndefined();
    const many = Array.from({ length: ALL_EVENTS_LIMIT }, (_, i) => ({ document: restTimed(`e${i}`, BOUND) }));
    expect(await startAllEventsFirstRead(TARGET, answering(many)).answer).toEqual({ usable: false });
  });

  it("answers the list's two halves, each once, as Firestore orders a range: by the field, then by name", async () => {
    const documents = [
      restTimed('b', '2026-11-26T00:00:00.000Z'),
      restTimed('a', '2026-11-26T00:00:00.000Z'),
      restTimed('c', BOUND),
      restTimed('d', '2026-11-20T00:00:00.000Z'),
      restTimed('no-end', null),
    ];
    const read: FirstRead = { kind: 'all-events', startedAt: 1_000, answer: Promise.resolve({ usable: true, documents }) };
    const answers = new FirstAnswers(read, () => 1_000);
    expect(await answers.query('events', before(BOUND))).toEqual([{ id: 'd', endsAt: '2026-11-20T00:00:00.000Z' }]);
    const ids = async (query: Promise<Array<{ id?: unknown }> | undefined> | undefined) => (await query)?.map((event) => event.id);
    expect(await ids(answers.query('events', fromBound(BOUND)))).toEqual(['c', 'a', 'b']);
    expect(await answers.query('events', fromBound(BOUND))).toBeUndefined();
    expect(await answers.document('events', 'a')).toBeUndefined();
  });

  it('leaves every other query to the server', async () => {
    const read: FirstRead = { kind: 'all-events', startedAt: 1_000, answer: Promise.resolve({ usable: true, documents: [] }) };
    const answers = new FirstAnswers(read, () => 1_000);
    expect(await answers.query('events', { ...before(BOUND), limit: 5 })).toBeUndefined();
    expect(await answers.query('events', { where: [...before(BOUND).where, ...fromBound(BOUND).where] })).toBeUndefined();
    expect(await answers.query('events', { where: [{ field: 'capacity', op: '<', value: 10 }] })).toBeUndefined();
    expect(await answers.query('events', SLUG_QUERY)).toBeUndefined();
    expect(await answers.query('registrations', before(BOUND))).toBeUndefined();
  });
});

describe('the first read on the Firestore emulator, under the rules, against Firestore Lite', () => {
  const emulatorHost = inject('firestoreEmulatorHost');
  const ADMIN = { sub: 'admin-1', email: 'admin@example.org', email_verified: true, admin: true };

  async function projectWithEvents() {
    const projectId = `demo-first-read-${crypto.randomUUID().slice(0, 8)}`;
    await loadSecurityRules(emulatorHost, projectId);
    const office = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: 'office' }, `${projectId}-office`);
    const admin = createServerFirestore(office.app, { emulatorHost, emulatorUser: ADMIN });
    const events = {
      'summit-id': event('summit', { capacity: null, holdHours: 12, timeZone: 'Europe/Zurich', waitingListClosed: false }),
      'meetup-id': event('meetup', { capacity: 40, registrationOpen: false }),
    };
    for (const [id, data] of Object.entries(events)) await setDoc(doc(admin, 'events', id), { ...data, id });
    await office.close();
    // A visitor's phone: nobody signed in.
    const phone = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: 'phone' }, `${projectId}-phone`);
    const lite = createServerFirestore(phone.app, { emulatorHost });
    return { projectId, lite, close: phone.close };
  }

  it.each(['summit', 'summit-id', 'meetup-id', 'no-such-event'])('answers "%s" as Lite does, by id and by slug', async (idOrSlug) => {
    const { projectId, lite, close } = await projectWithEvents();
    try {
      const answers = new FirstAnswers(startEventFirstRead({ projectId, apiKey: 'demo-key', emulatorHost }, idOrSlug));
      const query = { where: [{ field: 'slug', op: '==', value: idOrSlug }], limit: 1 };
      const plain = new LiteDocumentStore(lite);
      expect(await answers.document('events', idOrSlug)).toEqual(await plain.getById('events', idOrSlug));
      expect(await answers.query('events', query)).toEqual(
        await plain.list('events', { where: [{ field: 'slug', op: '==', value: idOrSlug }], limit: 1 }),
      );
    } finally {
      await close();
    }
  });

  it("gives Lite's store the page's first two reads without asking the server again; later reads go to the server", async () => {
    const { projectId, lite, close } = await projectWithEvents();
    try {
      const read = startEventFirstRead({ projectId, apiKey: 'demo-key', emulatorHost }, 'summit');
      await read.answer;
      const store = new LiteDocumentStore(lite, undefined, new FirstAnswers(read));
      const requests = vi.spyOn(globalThis, 'fetch');
      const [byId, bySlug] = await Promise.all([
        store.getById('events', 'summit'),
        store.list('events', { where: [{ field: 'slug', op: '==', value: 'summit' }], limit: 1 }),
      ]);
      expect(byId).toBeNull();
      expect(bySlug).toEqual([expect.objectContaining({ id: 'summit-id', title: 'Event summit', capacity: null })]);
      expect(requests).not.toHaveBeenCalled();

      await store.getById('events', 'summit');
      expect(requests).toHaveBeenCalledTimes(1);
    } finally {
      await close();
    }
  });

  it('answers the events list as Lite does, its half read once and its half followed, without asking the server', async () => {
    const { projectId, lite, close } = await projectWithEvents();
    try {
      const office = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: 'office-2' }, `${projectId}-office-2`);
      const admin = createServerFirestore(office.app, { emulatorHost, emulatorUser: ADMIN });
      const ends = ['2026-05-01T10:00:00.000Z', '2026-06-01T17:00:00.000Z', '2026-06-01T17:00:00.000Z', '2027-01-01T00:00:00.000Z'];
      for (const [index, endsAt] of ends.entries())
        await setDoc(doc(admin, 'events', `timed-${3 - index}`), { ...event(`timed-${index}`, { endsAt }), id: `timed-${3 - index}` });
      await office.close();
      const bound = '2026-06-01T17:00:00.000Z';
      const settled = { where: [{ field: 'endsAt', op: '<', value: bound }] } as const;
      const current = { collection: 'events', where: [{ field: 'endsAt', op: '>=', value: bound }] } as const;
      const plain = new LiteDocumentStore(lite);
      const [settledByLite, currentByLite] = await Promise.all([plain.list('events', settled), plain.list('events', current)]);

      const first = new FirstAnswers(startAllEventsFirstRead({ projectId, apiKey: 'demo-key', emulatorHost }));
      const store = new LiteDocumentStore(lite, undefined, first);
      const page = { visible: () => true, onReturn: () => () => undefined };
      const polling = new PollingLiveSource(lite, 60_000, page, first);
      await first.query('none', {}); // the early request is answered before counting requests
      const requests = vi.spyOn(globalThis, 'fetch');
      const followed = new Promise<unknown[]>((resolve) => {
        const stop = polling.watch(current, (documents) => {
          stop();
          resolve(documents);
        });
      });
      expect(await store.list('events', settled)).toEqual(settledByLite);
      expect(await followed).toEqual(currentByLite);
      // Ties on the bound (the fixtures' events end on it too) come in the order of their names.
      expect(currentByLite.map((found) => found.id)).toEqual(['meetup-id', 'summit-id', 'timed-1', 'timed-2', 'timed-0']);
      expect(requests).not.toHaveBeenCalled();
    } finally {
      await close();
    }
  });
});
