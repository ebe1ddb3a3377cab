import { doc, setDoc } from 'firebase/firestore/lite';
import { describe, expect, inject, it, vi } from 'vitest';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { event } from '../contracts/contract-fixtures';
import { createFirebaseApp, createServerFirestore } from './firebase-app';
import { LiteDocumentStore } from './lite-document-store';
import { PollingLiveSource } from './polling-live-source';
import { FIRST_ANSWER_MAX_AGE_MS, FirstAnswers } from './first-answers';
import { decodeRestDocument } from './rest-documents';
import { NoAnswerInTime, REQUEST_PATIENCE_MS } from './request-patience';
import { TICKET_COLLECTIONS } from '../../domain/collections';
import type { DocumentStore } from '../../application/ports/document-store.port';
import { TicketDesk } from '../../application/registrations/ticket-desk.use-case';
import { EarlyFirstLook } from './first-look';
import {
  ALL_EVENTS_LIMIT,
  alsoReadingTicket,
  EARLY_READ_PATIENCE_MS,
  SAME_SLUG_LIMIT,
  startAllEventsFirstRead,
  startEventFirstRead,
  TICKET_REGISTERS,
  type FirstRead,
} from './first-read';

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

  it.each([
    [
      'aborts its request',
      (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ],
    ['gives up on a request that will not stop', () => new Promise<never>(() => undefined)],
  ])('is unanswered after the patience of every request when the server answers nothing, and %s', async (_case, silent) => {
    vi.useFakeTimers();
    try {
      let sent: AbortSignal | undefined;
      const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
        sent = init?.signal ?? undefined;
        return silent(init?.signal ?? new AbortController().signal);
      });
      let answer: unknown;
      void startEventFirstRead(TARGET, 'summit', fetchImpl).answer.then((outcome) => (answer = outcome));
      await vi.advanceTimersByTimeAsync(EARLY_READ_PATIENCE_MS - 1);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ usable: false, unanswered: true });
      expect(sent?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits as long as every request of the data layer (the early script writes it again)', () => {
    expect(EARLY_READ_PATIENCE_MS).toBe(REQUEST_PATIENCE_MS);
  });
});

describe("the first read of a ticket's page", () => {
  const DOCUMENTS = 'projects/demo-project/databases/(default)/documents';

  it('asks for the id in each register in one request, posted as text/plain without headers of its own', async () => {
    const fetchImpl = answering([]);
    const read = alsoReadingTicket(startEventFirstRead(TARGET, 'summit', answering([])), TARGET, 'JjGtV0ZS7I50Tp8pdbp0', fetchImpl);
    expect(read).toMatchObject({ kind: 'event', idOrSlug: 'summit', ticket: { ticketId: 'JjGtV0ZS7I50Tp8pdbp0' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://firestore.googleapis.com/v1/projects/demo-project/databases/(default)/documents:batchGet?key=demo%20key');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toEqual({
      documents: TICKET_COLLECTIONS.map((register) => `${DOCUMENTS}/${register}/JjGtV0ZS7I50Tp8pdbp0`),
    });
  });

  it('names the registers the app keeps tickets in (the early script writes them again)', () => {
    expect(TICKET_REGISTERS).toEqual(TICKET_COLLECTIONS);
  });

  it('gives the documents found, and is not used when a register went unanswered', async () => {
    const found = { name: `${DOCUMENTS}/registrations/t1`, fields: { name: { stringValue: 'Ada' } } };
    const rows = [{ found }, { missing: `${DOCUMENTS}/highlevelRegister/t1` }, { missing: `${DOCUMENTS}/nationaldayRegister/t1` }];
    const ticketAnswer = (fetchImpl: typeof fetch) =>
      alsoReadingTicket(startEventFirstRead(TARGET, 's', answering([])), TARGET, 't1', fetchImpl);
    const read = ticketAnswer(answering(rows));
    expect(read.kind === 'event' && (await read.ticket?.answer)).toEqual({ usable: true, documents: [found] });
    for (const failing of [answering(rows.slice(0, 2)), answering({ error: {} }, 403), answering([{ readTime: 'x' }, ...rows.slice(1)])]) {
      const unusable = ticketAnswer(failing);
      expect(unusable.kind === 'event' && (await unusable.ticket?.answer)).toEqual({ usable: false });
    }
  });

  it('is not sent for what cannot be a document id, nor with the events list', () => {
    const fetchImpl = answering([]);
    const event = startEventFirstRead(TARGET, 'summit', answering([]));
    expect(alsoReadingTicket(event, TARGET, 'a/b', fetchImpl)).toBe(event);
    const list = startAllEventsFirstRead(TARGET, answering([]));
    expect(alsoReadingTicket(list, TARGET, 't1', fetchImpl)).toBe(list);
    expect(fetchImpl).not.toHaveBeenCalled();
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

  it('fail the read as unanswered when the server left the early read unanswered: asking again would wait as long', async () => {
    const unanswered: FirstRead = { ...firstRead(null), answer: Promise.resolve({ usable: false, unanswered: true }) };
    await expect(new FirstAnswers(unanswered, () => 1_000).document('events', 'summit')).rejects.toBeInstanceOf(NoAnswerInTime);
    await expect(new FirstAnswers(unanswered, () => 1_000).query('events', SLUG_QUERY)).rejects.toBeInstanceOf(NoAnswerInTime);
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

  it.each([
    ['a ticket of the event', 'registrations', 'summit-id'],
    ['a ticket of the special register', 'highlevelRegister', 'summit-id'],
    ["another event's ticket", 'registrations', 'meetup-id'],
    ['no ticket by that id', null, 'summit-id'],
  ])("shows %s as a visitor's phone reads it through the app, under the rules", async (_case, register, eventId) => {
    const { projectId, lite, close } = await projectWithEvents();
    const ticketId = `ticket${crypto.randomUUID().slice(0, 8)}`;
    if (register) {
      const path = `projects/${projectId}/databases/(default)/documents/${register}/${ticketId}`;
      const fields = { id: ticketId, eventId, name: 'Ada Lovelace', email: 'ada@example.org', createdAt: '2026-11-01T10:00:00.000Z' };
      // Written past the rules, as the ledger's batch would have stored it.
      const written = await fetch(`http://${emulatorHost}/v1/${path}`, {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])) }),
      });
      expect(written.ok).toBe(true);
    }
    try {
      const target = { projectId, apiKey: 'demo-key', emulatorHost };
      const look = new EarlyFirstLook(alsoReadingTicket(startEventFirstRead(target, 'summit'), target, ticketId));
      const summit = await look.event('summit');
      if (!summit) throw new Error('The early read found no summit.');
      // The desk's ticket() reads by id (getById, findById), which the visitors' Lite store answers.
      const visitorsStore = new LiteDocumentStore(lite) as unknown as DocumentStore;
      const fromTheApp = await new TicketDesk(visitorsStore).ticket(summit.id, ticketId);
      expect(await look.ticket(summit, ticketId)).toEqual(fromTheApp);
      expect(fromTheApp === null).toBe(register === null || eventId !== 'summit-id');
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
