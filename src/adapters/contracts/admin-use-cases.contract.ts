import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryAttemptLog } from '../../application/limits/memory-attempt-log';
import { CheckInLog } from '../../application/admin/check-in-log.use-case';
import { DuplicateCleanup } from '../../application/admin/duplicate-cleanup.use-case';
import { EventAdmin } from '../../application/admin/event-admin.use-case';
import { EventAttendees } from '../../application/admin/event-attendees.use-case';
import type { Attendee } from '../../domain/check-in/attendee-list';
import { ImportPeople } from '../../application/admin/import-people.use-case';
import { PeopleAdmin } from '../../application/admin/people-admin.use-case';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { SpreadsheetReader } from '../../application/ports/spreadsheet-reader.port';
import { RegisterForEvent } from '../../application/registrations/register-for-event.use-case';
import { RegisterWalkIn } from '../../application/registrations/register-walk-in.use-case';
import { CheckInAttendee } from '../../application/check-in/check-in-attendee.use-case';
import { REGISTRATION_LIMIT } from '../../domain/shared/attempt-limit';
import { guessMapping } from '../../domain/people/import-mapping';
import { adaCheckedIn, event, parsedTable } from './contract-fixtures';
import { createEvent } from './visitor-use-cases.contract';
import type { StoreHarness } from './document-store.contract';

const NOW = new Date('2026-06-10T12:00:00.000Z');
const clock = { now: () => NOW };
const noReader: SpreadsheetReader = { read: () => Promise.reject(new Error('not used')) };
const SLOW = 60_000;

const table = (rows: Array<Record<string, unknown>>) => parsedTable(rows, 'xlsx');

async function seedRegisters(store: DocumentStore, ledger: TicketLedger) {
  await createEvent(
    store,
    ledger,
    event('nationalday', { kind: 'nationalday', capacity: 2000, startsAt: '2026-07-01T18:00:00.000Z', endsAt: '2026-07-01T21:00:00.000Z' }),
    'nationalday',
  );
  await createEvent(
    store,
    ledger,
    event('highlevel', { kind: 'highlevel', capacity: 100, startsAt: '2026-07-02T09:00:00.000Z', endsAt: '2026-07-02T17:00:00.000Z' }),
    'highlevel',
  );
}

const NATIONALDAY_GUEST = { organisation: 'O', nationality: 'N', phone: '+41 22 000 00 00', guests: '0' };
const DELEGATE = { position: 'Envoy', organisation: 'Mission', delegation: 'Iceland', phone: '+41 22 000 00 00' };

/** The admin use cases on a real store: import, duplicates, lists, events, check-ins. */
export function runAdminUseCases(adapterName: string, open: () => Promise<StoreHarness>): void {
  describe(`${adapterName}: admin use cases`, () => {
    let harness: StoreHarness;
    let store: DocumentStore;
    let ledger: TicketLedger;
    const visitor = () => new RegisterForEvent(store, ledger, clock, { storedPlace: () => ({}) }, new MemoryAttemptLog());

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
      ledger = harness.ledger;
      await seedRegisters(store, ledger);
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await harness.close();
    });

    describe('importing people', () => {
      it(
        'imports 700 rows in chunks, skipping existing e-mails and repeats, rejecting bad rows by line',
        async () => {
          await store.create('users', { name: 'Already here', email: 'person7@example.org', createdAt: 'then' });
          const rows: Array<Record<string, unknown>> = Array.from({ length: 700 }, (_, index) => ({
            Name: `Person ${index} Ångström`,
            Email: `person${index}@example.org`,
            Registered: 45658,
          }));
          rows[10] = { Name: 'Repeat', Email: 'PERSON3@example.org', Registered: '2026-01-02' };
          rows[20] = { Name: '', Email: 'nameless@example.org', Registered: 45658 };
          rows[30] = { Name: 'Bad date', Email: 'date@example.org', Registered: 'soon' };
          rows[40] = { Name: 'Bad mail', Email: 'not-an-address', Registered: 45658 };
          const data = table(rows);
          const progress: number[] = [];
          const result = await new ImportPeople(store, ledger, noReader, clock).run(
            'directory',
            data,
            guessMapping('directory', data.columns),
            {
              onProgress: (written) => progress.push(written),
            },
          );
          expect(result.imported).toBe(695);
          expect(progress.at(-1)).toBe(695);
          expect(result.skippedExisting).toEqual([{ index: 7, email: 'person7@example.org', line: 9 }]);
          expect(result.duplicatesInFile).toMatchObject([{ email: 'person3@example.org', line: 12, firstLine: 5 }]);
          expect(result.rejected.map((problem) => [problem.line, problem.field])).toEqual([
            [22, 'name'],
            [32, 'createdAt'],
            [42, 'email'],
          ]);
          const stored = await store.whereEquals('users', 'email', 'person5@example.org');
          expect(stored[0]).toMatchObject({ name: 'Person 5 Ångström', createdAt: '2025-01-01T00:00:00.000Z', source: 'import' });
          expect(await store.listAll('users')).toHaveLength(696);
        },
        SLOW,
      );

      it('makes tickets when importing into a register: their e-mails are taken and their seats too', async () => {
        const data = table([
          { Name: 'Guest One', Email: 'one@x.org', Guests: 2 },
          { Name: 'Guest Two', Email: 'two@x.org', Guests: 0 },
        ]);
        const result = await new ImportPeople(store, ledger, noReader, clock).run(
          'nationalday',
          data,
          guessMapping('nationalday', data.columns),
        );
        expect(result.imported).toBe(2);
        const [one] = await store.whereEquals('nationaldayRegister', 'email', 'one@x.org');
        expect(one).toMatchObject({ eventId: 'nationalday', guests: 2 });
        await expect(ledger.seatsTaken('nationalday')).resolves.toBe(2);
        await expect(visitor().register('nationalday', { name: 'Guest One', email: 'one@x.org', ...NATIONALDAY_GUEST })).resolves.toEqual({
          kind: 'already-registered',
        });
        expect((await visitor().register('nationalday', { name: 'Guest Three', email: 'three@x.org', ...NATIONALDAY_GUEST })).kind).toBe(
          'registered',
        );
        await expect(ledger.seatsTaken('nationalday')).resolves.toBe(3);
      });
    });

    describe('removing duplicates', () => {
      it('previews which go and which stays, then deletes; in a register the seat is freed and the e-mail stays the kept one’s', async () => {
        const admin = new PeopleAdmin(store, ledger, clock);
        const kept = await admin.add('highlevel', { name: 'Amb. Kept', email: 'amb@mission.org' });
        const keptId = kept.kind === 'saved' ? kept.id : '';
        await store.create('highlevelRegister', {
          name: 'Amb. Copy',
          email: 'AMB@mission.org',
          eventId: 'highlevel',
          position: '',
          organisation: '',
          delegation: '',
          phone: '',
          createdAt: '2026-12-01T00:00:00.000Z',
        });
        const cleanup = new DuplicateCleanup(store, ledger);
        const groups = await cleanup.preview('highlevel');
        expect(groups).toHaveLength(1);
        expect(groups[0]?.keep.id).toBe(keptId);
        await expect(cleanup.apply('highlevel', groups)).resolves.toBe(1);
        expect((await store.listAll('highlevelRegister')).map((entry) => entry.id)).toEqual([keptId]);
        await expect(visitor().register('highlevel', { name: 'Amb. Again', email: 'amb@mission.org', ...DELEGATE })).resolves.toEqual({
          kind: 'already-registered',
        });
      });
    });

    describe('the lists of people', () => {
      it('adds, refuses a second entry with the same e-mail, edits and removes; a second removal finds it gone', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const admin = new PeopleAdmin(store, ledger, clock);
        const added = await admin.add('directory', { name: 'Grace', email: 'grace@x.org' });
        expect(added.kind).toBe('saved');
        const id = added.kind === 'saved' ? added.id : '';
        await expect(admin.add('directory', { name: 'Grace again', email: 'GRACE@x.org' })).resolves.toEqual({ kind: 'duplicate' });
        await expect(admin.add('directory', { name: '', email: 'x' })).resolves.toMatchObject({ kind: 'invalid' });
        await expect(admin.update('directory', id, { name: 'Grace Hopper', email: 'grace@x.org', organisation: 'Navy' })).resolves.toEqual({
          kind: 'saved',
          id,
        });
        expect(await store.getById('users', id)).toMatchObject({ name: 'Grace Hopper', organisation: 'Navy' });
        await expect(admin.remove('directory', id)).resolves.toBe('removed');
        await expect(admin.remove('directory', id)).resolves.toBe('gone');
        await expect(admin.update('directory', id, { name: 'Too late', email: 'grace@x.org' })).resolves.toEqual({ kind: 'gone' });
      });

      it('keeps a register’s keys and seats right through add, e-mail change and removal', async () => {
        const admin = new PeopleAdmin(store, ledger, clock);
        const added = await admin.add('highlevel', { name: 'Delegate', email: 'd@x.org', seat: 'Table 3' });
        const id = added.kind === 'saved' ? added.id : '';
        await expect(ledger.seatsTaken('highlevel')).resolves.toBe(1);
        await admin.add('highlevel', { name: 'Other', email: 'other@x.org' });
        await expect(admin.update('highlevel', id, { name: 'Delegate', email: 'other@x.org' })).resolves.toEqual({
          kind: 'duplicate',
        });
        await expect(admin.update('highlevel', id, { name: 'Delegate', email: 'new@x.org', seat: 'Table 4' })).resolves.toEqual({
          kind: 'saved',
          id,
        });
        await expect(visitor().register('highlevel', { name: 'Delegate', email: 'new@x.org', ...DELEGATE })).resolves.toEqual({
          kind: 'already-registered',
        });
        await expect(admin.remove('highlevel', id)).resolves.toBe('removed');
        await expect(admin.remove('highlevel', id)).resolves.toBe('gone');
        await expect(ledger.seatsTaken('highlevel')).resolves.toBe(1);
        // The old and the new e-mail are free again.
        expect((await visitor().register('highlevel', { name: 'Delegate', email: 'd@x.org', ...DELEGATE })).kind).toBe('registered');
        expect((await visitor().register('highlevel', { name: 'Delegate', email: 'new@x.org', ...DELEGATE })).kind).toBe('registered');
      });
    });

    describe('the events a person holds tickets for', () => {
      it('gathers a person’s tickets of every kind of event by e-mail, with where they were checked in, live', async () => {
        const later = { startsAt: '2026-06-20T09:00:00.000Z', endsAt: '2026-06-20T17:00:00.000Z' };
        await createEvent(store, ledger, event('gala', { capacity: 10, ...later }), 'gala');
        const admin = new PeopleAdmin(store, ledger, clock);
        await admin.add('highlevel', { name: 'Ada', email: 'ada@x.org', seat: 'Table 3' });
        const gala = await visitor().register('gala', { name: 'Ada', email: 'ADA@x.org' });
        const ticketId = gala.kind === 'registered' ? gala.ticketId : '';
        let latest: ReadonlyMap<string, ReadonlyArray<{ eventId: string; checkedIn: boolean }>> = new Map();
        const errors: string[] = [];
        const stop = admin.watchEventsHeld(
          (held) => void (latest = held),
          (error) => void errors.push(error.message),
        );
        try {
          const ada = () => ({ held: latest.get('ada@x.org')?.map(({ eventId, checkedIn }) => [eventId, checkedIn]) ?? [], errors });
          await expect.poll(ada, { timeout: 20_000 }).toEqual({
            held: [
              ['highlevel', false],
              ['gala', false],
            ],
            errors: [],
          });
          await store.createIfAbsent('checkins', `gala_${ticketId}`, adaCheckedIn('gala', ticketId, NOW));
          await expect.poll(ada, { timeout: 20_000 }).toEqual({
            held: [
              ['highlevel', false],
              ['gala', true],
            ],
            errors: [],
          });
        } finally {
          stop();
        }
      });
    });

    describe('walk-ins at the desk', () => {
      const DESK = { by: 'admin-1', device: 'Desk laptop', checkInNow: true };
      const walkIns = () => new RegisterWalkIn(store, ledger, clock, new CheckInAttendee(store, clock, { storedPlace: () => ({}) }));
      async function smallEvent(capacity: number) {
        const fields = event('desk', { capacity, startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' });
        return { ...fields, id: await createEvent(store, ledger, fields) };
      }

      it('issues the ticket and checks the person in, in one step, more than a browser’s registration limit in a row, past capacity', async () => {
        const desk = await smallEvent(2);
        const count = REGISTRATION_LIMIT.max + 1;
        for (let index = 0; index < count; index += 1) {
          const outcome = await walkIns().register(desk, { name: `Walk-in ${index}`, email: `walk${index}@x.org` }, DESK);
          expect(outcome).toMatchObject({ kind: 'registered', name: `Walk-in ${index}`, checkIn: { kind: 'checked-in' } });
        }
        expect(await store.whereEquals('registrations', 'eventId', desk.id)).toHaveLength(count);
        const checkIns = await store.whereEquals('checkins', 'eventId', desk.id);
        expect(checkIns).toHaveLength(count);
        expect(checkIns[0]).toMatchObject({ method: 'manual', by: 'admin-1', device: 'Desk laptop' });
        expect(await ledger.seatsTaken(desk.id)).toBe(count);
        expect(await store.whereEquals('users', 'email', 'walk0@x.org')).toMatchObject([{ name: 'Walk-in 0', source: 'admin' }]);
      });

      it('checks in someone who already holds a ticket with it, without a second one; issues without checking in when not asked', async () => {
        const desk = await smallEvent(10);
        const registered = await visitor().register(desk.id, { name: 'Early Bird', email: 'early@x.org' });
        const ticketId = registered.kind === 'registered' ? registered.ticketId : '';
        const again = await walkIns().register(desk, { name: 'Early B.', email: ' EARLY@x.org ' }, DESK);
        expect(again).toMatchObject({ kind: 'already-registered', ticketId, name: 'Early Bird', checkIn: { kind: 'checked-in' } });
        const later = await walkIns().register(desk, { name: 'Later', email: 'later@x.org' }, { ...DESK, checkInNow: false });
        expect(later).toMatchObject({ kind: 'registered', checkIn: null });
        expect(await store.whereEquals('registrations', 'eventId', desk.id)).toHaveLength(2);
        expect((await store.whereEquals('checkins', 'eventId', desk.id)).map((checkIn) => checkIn.ticketId)).toEqual([ticketId]);
      });

      it('keeps the directory entry of a walk-in who registered for another event before', async () => {
        const desk = await smallEvent(10);
        const other = await smallEvent(10);
        await visitor().register(other.id, { name: 'Early Bird', email: 'early@x.org' });
        await expect(walkIns().register(desk, { name: 'Early B.', email: 'early@x.org' }, DESK)).resolves.toMatchObject({
          kind: 'registered',
        });
        expect(await store.whereEquals('users', 'email', 'early@x.org')).toMatchObject([{ name: 'Early Bird', source: 'registration' }]);
      });

      it('says which fields are wrong and writes nothing', async () => {
        const desk = await smallEvent(10);
        const outcome = await walkIns().register(desk, { name: '', email: 'not-an-address' }, DESK);
        expect(outcome.kind).toBe('invalid');
        expect(Object.keys(outcome.kind === 'invalid' ? outcome.errors : {}).sort()).toEqual(['email', 'name']);
        expect(await store.whereEquals('registrations', 'eventId', desk.id)).toEqual([]);
        expect(await ledger.seatsTaken(desk.id)).toBe(0);
      });
    });

    describe('events and check-ins', () => {
      const input = {
        title: 'Spring Gala',
        slug: 'spring-gala',
        summary: 'An evening',
        description: '',
        venue: 'Hall',
        startsAt: '2026-06-10T08:00:00.000Z',
        endsAt: '2026-06-10T20:00:00.000Z',
        capacity: '50',
        registrationOpen: true,
        kind: 'standard',
      };

      it('creates, refuses a taken short link, closes registration, and deletes with what goes with it', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const events = new EventAdmin(store, ledger);
        const created = await events.create(input);
        expect(created.kind).toBe('saved');
        const id = created.kind === 'saved' ? created.id : '';
        await expect(events.create({ ...input, title: 'Copy' })).resolves.toMatchObject({
          kind: 'invalid',
          errors: { slug: expect.stringMatching(/Another event/) },
        });
        await expect(events.setRegistrationOpen(id, false)).resolves.toBe('saved');
        expect((await store.getById('events', id))?.registrationOpen).toBe(false);
        await events.setRegistrationOpen(id, true);

        const registration = await visitor().register(id, { name: 'Ada', email: 'ada@x.org' });
        const ticketId = registration.kind === 'registered' ? registration.ticketId : '';
        await store.createIfAbsent('checkins', `${id}_${ticketId}`, adaCheckedIn(id, ticketId, NOW));
        const feedbackId = await store.create('feedback', { eventId: id, rating: 5, comment: 'Great', createdAt: NOW.toISOString() });
        await expect(events.update(id, { ...input, capacity: '1' })).resolves.toEqual({ kind: 'saved', id });
        await expect(visitor().register(id, { name: 'Bo', email: 'bo@x.org' })).resolves.toEqual({ kind: 'full' });
        await expect(events.update(id, { ...input, capacity: '2' })).resolves.toEqual({ kind: 'saved', id });
        expect((await visitor().register(id, { name: 'Bo', email: 'bo@x.org' })).kind).toBe('registered');
        await expect(events.update(id, { ...input, capacity: '1' })).resolves.toEqual({
          kind: 'invalid',
          errors: { capacity: '2 tickets are issued already: the capacity cannot be lower.' },
        });
        await expect(events.impact(id)).resolves.toEqual({ tickets: 2, checkIns: 1, feedback: 1 });

        await expect(events.remove(id)).resolves.toBe('removed');
        await expect(store.existsById('events', id)).resolves.toBe(false);
        await expect(store.existsById('registrations', ticketId)).resolves.toBe(false);
        await expect(ledger.seatsTaken(id)).resolves.toBe(0);
        await expect(store.whereEquals('checkins', 'eventId', id)).resolves.toEqual([]);
        expect((await store.getById('feedback', feedbackId))?.eventId).toBe('');
        await expect(events.update(id, input)).resolves.toEqual({ kind: 'gone' });
        await expect(events.remove(id)).resolves.toBe('gone');
      });

      it('undoes a check-in once with its exits; the second undo finds it gone; attendance.csv has entry and exit times', async () => {
        // Tokyo's clock, nine hours ahead of UTC all year, in the file.
        const created = await new EventAdmin(store, ledger).create({ ...input, timeZone: 'Asia/Tokyo' });
        const id = created.kind === 'saved' ? created.id : '';
        const registration = await visitor().register(id, { name: 'Ada', email: 'ada@x.org' });
        const ticketId = registration.kind === 'registered' ? registration.ticketId : '';
        const checkInId = `${id}_${ticketId}`;
        await store.createIfAbsent('checkins', checkInId, adaCheckedIn(id, ticketId, NOW));
        const passId = `${checkInId}_1`;
        await store.createIfAbsent('doorPasses', passId, {
          eventId: id,
          ticketId,
          number: 1,
          kind: 'exit',
          name: 'Ada',
          at: '2026-06-10T12:00:00.000Z',
          by: 's',
          device: 'Exit door',
        });
        const saved: Array<{ name: string; text: string }> = [];
        const log = new CheckInLog(store, { save: (name, parts) => void saved.push({ name, text: parts.join('') }) });
        await expect(log.downloadAttendance(id)).resolves.toBe(true);
        expect(saved).toEqual([
          {
            name: 'attendance.csv',
            text: expect.stringContaining(
              `${id},Spring Gala,Asia/Tokyo,${ticketId},Ada,ada@x.org,2026-06-10 21:00:00,d,2026-06-10 21:00:00,,no\r\n`,
            ),
          },
        ]);
        expect(
          saved[0]?.text.startsWith(
            '\uFEFFeventId,eventTitle,timeZone,ticketId,name,email,checkedInAt,checkedInOn,exits,reEntries,insideNow\r\n',
          ),
        ).toBe(true);
        await expect(log.undo(checkInId)).resolves.toBe('undone');
        await expect(store.existsById('doorPasses', passId)).resolves.toBe(false);
        await expect(log.undo(checkInId)).resolves.toBe('gone');
      });

      it('lists the event’s attendees with who has arrived, live, and downloads the lines given with the title and a BOM', async () => {
        const created = await new EventAdmin(store, ledger).create({ ...input, timeZone: 'Asia/Tokyo' });
        const id = created.kind === 'saved' ? created.id : '';
        const gala = await store.getById('events', id);
        if (!gala) throw new Error('the event was not saved');
        const ticketOf = async (name: string, email: string) => {
          const registration = await visitor().register(id, { name, email });
          return registration.kind === 'registered' ? registration.ticketId : '';
        };
        const zoe = await ticketOf('Zoë Ångström', 'zoe@x.org');
        const ada = await ticketOf('Ada', 'ada@x.org');
        const saved: Array<{ name: string; text: string }> = [];
        const attendees = new EventAttendees(store, { save: (name, parts) => void saved.push({ name, text: parts.join('') }) });
        let latest: Attendee[] = [];
        const stop = attendees.watch(
          gala,
          (value) => void (latest = value),
          (error) => void saved.push({ name: 'error', text: error.message }),
        );
        try {
          const arrivals = () => latest.map((attendee) => [attendee.name, attendee.arrival?.at ?? null]);
          await expect.poll(arrivals, { timeout: 20_000 }).toEqual([
            ['Ada', null],
            ['Zoë Ångström', null],
          ]);
          await store.createIfAbsent('checkins', `${id}_${zoe}`, {
            ...adaCheckedIn(id, zoe, NOW),
            name: 'Zoë Ångström',
            email: 'zoe@x.org',
          });
          await expect.poll(arrivals, { timeout: 20_000 }).toEqual([
            ['Ada', null],
            ['Zoë Ångström', NOW.toISOString()],
          ]);
          attendees.download(gala, latest.slice(1));
          expect(saved).toEqual([
            {
              name: `attendees-${gala.slug}.csv`,
              text:
                '\uFEFFeventTitle,eventStartsAt,timeZone,ticketId,name,email,registeredAt,checkedInAt,checkedInBy,checkedInOn\r\n' +
                `Spring Gala,2026-06-10 17:00:00,Asia/Tokyo,${zoe},Zoë Ångström,zoe@x.org,2026-06-10 21:00:00,2026-06-10 21:00:00,staff,d\r\n`,
            },
          ]);
          expect(ada).not.toBe('');
        } finally {
          stop();
        }
      });
    });
  });
}
