import { doc, setDoc } from 'firebase/firestore/lite';
import { describe, expect, inject, it, vi } from 'vitest';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { event } from '../contracts/contract-fixtures';
import { createFirebaseApp, createServerFirestore } from './firebase-app';
import { LiteDocumentStore } from './lite-document-store';
import { FIRST_ANSWER_MAX_AGE_MS, FirstAnswers, decodeRestDocument } from './first-answers';
import { FIRST_READ_LIMIT, startEventFirstRead, type FirstRead } from './first-read';

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
    expect(read.askedById).toBe(false);
  });

  it.each([
    ['a refusal', () => answering({ error: { status: 'PERMISSION_DENIED' } }, 403)],
    ['no network', () => vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['an answer that is not a list', () => answering({ unexpected: true })],
    [
      'an answer that may have been cut short',
      () => answering(Array.from({ length: FIRST_READ_LIMIT }, (_, i) => ({ document: restEvent(`e${i}`, 'summit') }))),
    ],
  ])('is not used after %s, and never rejects', async (_case, fetchImpl) => {
    await expect(startEventFirstRead(TARGET, 'summit', fetchImpl()).answer).resolves.toEqual({ usable: false });
  });
});

function firstRead(documents: unknown[] | null, startedAt = 1_000, idOrSlug = 'summit'): FirstRead {
  return {
    idOrSlug,
    askedById: true,
    startedAt,
    answer: Promise.resolve(documents ? { usable: true, documents } : { usable: false }),
  };
}

describe('the first answers, as Firestore Lite would give them', () => {
  it('answer the read by id and the query by slug once each', async () => {
    const answers = new FirstAnswers(firstRead([restEvent('summit-id', 'summit')]), () => 1_000);
    await expect(answers.document('events', 'summit')).resolves.toBeNull();
    await expect(answers.query('events', SLUG_QUERY)).resolves.toEqual([{ id: 'summit-id', slug: 'summit', title: 'Event summit-id' }]);
    // Once: a second page (or the 15-second refresh) asks the server.
    await expect(answers.document('events', 'summit')).resolves.toBeUndefined();
    await expect(answers.query('events', SLUG_QUERY)).resolves.toBeUndefined();
  });

  it('give the event named by the link when its id is the link, and the first by name among the same slug', async () => {
    const documents = [restEvent('a', 'summit', 'First'), restEvent('b', 'summit', 'Second'), restEvent('summit', 'other')];
    const answers = new FirstAnswers(firstRead(documents), () => 1_000);
    await expect(answers.document('events', 'summit')).resolves.toMatchObject({ id: 'summit', slug: 'other' });
    await expect(answers.query('events', SLUG_QUERY)).resolves.toEqual([expect.objectContaining({ title: 'First' })]);
  });

  it('say nothing of other reads: another event, another collection, another query', async () => {
    const answers = new FirstAnswers(firstRead([restEvent('summit', 'summit')]), () => 1_000);
    await expect(answers.document('events', 'other')).resolves.toBeUndefined();
    await expect(answers.document('registrations', 'summit')).resolves.toBeUndefined();
    await expect(answers.query('events', { ...SLUG_QUERY, limit: 2 })).resolves.toBeUndefined();
    await expect(answers.query('events', { where: [{ field: 'slug', op: '==', value: 'other' }], limit: 1 })).resolves.toBeUndefined();
    // Still there for the reads they answer.
    await expect(answers.document('events', 'summit')).resolves.toMatchObject({ id: 'summit' });
  });

  it('are not used once older than the limit, nor when the request failed', async () => {
    const stale = new FirstAnswers(firstRead([restEvent('summit', 'summit')], 1_000), () => 1_000 + FIRST_ANSWER_MAX_AGE_MS + 1);
    await expect(stale.document('events', 'summit')).resolves.toBeUndefined();
    const failed = new FirstAnswers(firstRead(null), () => 1_000);
    await expect(failed.query('events', SLUG_QUERY)).resolves.toBeUndefined();
    await expect(new FirstAnswers().document('events', 'summit')).resolves.toBeUndefined();
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
});
