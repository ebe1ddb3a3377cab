import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventAdmin } from '../../application/admin/event-admin.use-case';
import { MemoryAttemptLog } from '../../application/limits/memory-attempt-log';
import { Messenger } from '../../application/messages/messenger';
import { systemClock } from '../../application/ports/clock.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { Outbox } from '../../application/ports/outbox.port';
import { RegisterForEvent } from '../../application/registrations/register-for-event.use-case';
import { TicketDesk } from '../../application/registrations/ticket-desk.use-case';
import { WaitingListAdmin } from '../../application/waiting-list/waiting-list-admin.use-case';
import { WaitingListDesk, type JoinListOutcome } from '../../application/waiting-list/waiting-list-desk.use-case';
import type { SentMessage } from '../../domain/messages/message';
import { textsIn } from '../../../tests/support/languages';
import { qrcodeImages } from '../browser/qrcode-images';
import { event } from './contract-fixtures';
import { createEvent } from './visitor-use-cases.contract';
import type { WaitingDevice } from './waiting-list.contract';

/** A person's device with everything the use cases need: its own store, ledger, line and outbox. */
export type MessagingDevice = WaitingDevice & { store: DocumentStore; outbox: Outbox };

export type MessagingHarness = {
  admin: MessagingDevice;
  visitors: readonly [MessagingDevice, MessagingDevice, MessagingDevice];
  close: () => Promise<void>;
};

const ORIGIN = 'https://rollcall.test';
const SLOW = 90_000;
const noPlace = { storedPlace: () => ({}) };

/** The outbox as an administrator reads it, once it holds `count` messages. */
function messagesOnceThere(outbox: Outbox, count: number): Promise<SentMessage[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The outbox never held ${count} messages.`)), 30_000);
    const stop = outbox.watch((messages) => {
      if (messages.length < count) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(messages);
    }, reject);
  });
}

/**
 * The waiting list's use cases with their messages, each person on a device of their own (in
 * Firebase mode, visitors' browsers signed out under firestore.rules): what each is told, what
 * the outbox holds afterwards, and to which address.
 */
export function runWaitingListUseCases(adapterName: string, open: () => Promise<MessagingHarness>): void {
  describe(`${adapterName}: the waiting list's use cases and their messages`, () => {
    let harness: MessagingHarness;
    const messenger = (device: MessagingDevice) => new Messenger(device.outbox, qrcodeImages, ORIGIN, textsIn);
    const desk = (device: MessagingDevice) =>
      new WaitingListDesk(
        device.store,
        device.waiting,
        new TicketDesk(device.store),
        messenger(device),
        systemClock,
        noPlace,
        new MemoryAttemptLog(),
      );
    const registration = (device: MessagingDevice) =>
      new RegisterForEvent(device.store, device.ledger, systemClock, noPlace, new MemoryAttemptLog(), messenger(device));
    const fullEvent = async (slug: string, holdHours?: number) => {
      const times = { startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: new Date(Date.now() + 90_000_000).toISOString() };
      return createEvent(
        harness.admin.store,
        harness.admin.ledger,
        event(slug, { ...times, capacity: 1, ...(holdHours === undefined ? {} : { holdHours }) }),
      );
    };
    const entryOf = (outcome: JoinListOutcome) => (outcome.kind === 'joined' ? outcome.entryId : `not joined: ${outcome.kind}`);

    beforeEach(async () => {
      harness = await open();
    });
    afterEach(() => harness.close());

    it('registers, lines two up, cancels, offers, confirms: each person told, each message to its address', { timeout: SLOW }, async () => {
      const [holder, first, second] = harness.visitors;
      const eventId = await fullEvent('journey');
      const registered = await registration(holder).register(eventId, { name: 'Hal Holder', email: 'hal@x.org' });
      const ticketId = registered.kind === 'registered' ? registered.ticketId : '';
      await expect(registration(first).register(eventId, { name: 'Fay First', email: 'fay@x.org' })).resolves.toEqual({ kind: 'full' });

      const joinedFirst = await desk(first).join(eventId, { name: 'Fay First', email: 'fay@x.org' });
      expect(joinedFirst).toMatchObject({ kind: 'joined', numberInLine: 1 });
      const joinedSecond = await desk(second).join(eventId, { name: 'Sam Second', email: 'sam@x.org' });
      expect(joinedSecond).toMatchObject({ kind: 'joined', numberInLine: 2 });
      await expect(desk(second).join(eventId, { name: 'Sam Again', email: 'SAM@x.org' })).resolves.toEqual({ kind: 'already-waiting' });
      await expect(desk(second).join(eventId, { name: '', email: 'nobody' })).resolves.toMatchObject({
        kind: 'invalid',
        errors: { name: expect.any(String), email: expect.any(String) },
      });

      await expect(desk(holder).cancel(eventId, ticketId)).resolves.toEqual({ kind: 'cancelled' });
      await expect(desk(holder).cancel(eventId, ticketId)).resolves.toEqual({ kind: 'already-cancelled' });
      const offered = await desk(first).place(entryOf(joinedFirst));
      expect(offered).toMatchObject({ place: { state: 'offered' }, entry: { name: 'Fay First' }, event: { id: eventId } });
      await expect(desk(second).place(entryOf(joinedSecond))).resolves.toMatchObject({ place: { state: 'waiting' }, waitingAhead: 0 });

      const confirmed = await desk(first).confirm(entryOf(joinedFirst));
      expect(confirmed).toMatchObject({ kind: 'confirmed' });
      const newTicket = confirmed.kind === 'confirmed' ? confirmed.ticketId : '';
      await expect(harness.admin.store.getById('registrations', newTicket)).resolves.toMatchObject({ email: 'fay@x.org', eventId });

      const messages = await messagesOnceThere(harness.admin.outbox, 6);
      const sent = messages.map((message) => [message.kind, message.to]).sort();
      expect(sent).toEqual([
        ['cancelled', 'hal@x.org'],
        ['offered', 'fay@x.org'],
        ['ticket', 'fay@x.org'],
        ['ticket', 'hal@x.org'],
        ['waiting', 'fay@x.org'],
        ['waiting', 'sam@x.org'],
      ]);
      const halsTicket = messages.find((message) => message.id === `ticket_${ticketId}`);
      expect(halsTicket?.body.text).toContain(`${ORIGIN}/register/${eventId}?ticket=${ticketId}`);
      expect(halsTicket?.body.attachments?.map((file) => file.filename)).toEqual(['ticket-qr.png', 'event.ics']);
      expect(halsTicket?.body.attachments?.[0]).toMatchObject({ dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
      expect(messages.find((message) => message.kind === 'waiting' && message.to === 'sam@x.org')?.body.text).toContain(`You are number 2`);
      expect(messages.find((message) => message.kind === 'waiting' && message.to === 'sam@x.org')?.body.text).toContain(
        `${ORIGIN}/waiting/${entryOf(joinedSecond)}`,
      );
      // Nobody but the person at the place learns its link: the offer says how to confirm, without it.
      expect(messages.find((message) => message.kind === 'offered')?.body.text).not.toContain(entryOf(joinedFirst));
    });

    it(
      'passes an ended hold on when its person opens their page, and tells both people, each in the language they joined in',
      { timeout: SLOW },
      async () => {
        const [holder, first, second] = harness.visitors;
        const eventId = await fullEvent('hold-over', 0);
        const registered = await registration(holder).register(eventId, { name: 'Hal Holder', email: 'hal@x.org' });
        const joinedFirst = await desk(first).join(eventId, { name: 'Fay First', email: 'fay@x.org' }, 'de');
        const joinedSecond = await desk(second).join(eventId, { name: 'Sam Second', email: 'sam@x.org' }, 'fr');
        await desk(holder).cancel(eventId, registered.kind === 'registered' ? registered.ticketId : '');
        // A hold of 0 hours is over at once; the server's clock must have passed it.
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        await expect(desk(first).place(entryOf(joinedFirst))).resolves.toMatchObject({ place: { state: 'expired' } });
        // Read without passing holds on: the next hold is 0 hours too, and would be over by now.
        await expect(second.waiting.view(entryOf(joinedSecond))).resolves.toMatchObject({ place: { state: 'offered' } });
        const messages = await messagesOnceThere(harness.admin.outbox, 7);
        expect(
          messages
            .filter((message) => ['expired', 'offered'].includes(message.kind))
            .map((message) => [message.kind, message.to])
            .sort(),
        ).toEqual([
          ['expired', 'fay@x.org'],
          ['offered', 'fay@x.org'],
          ['offered', 'sam@x.org'],
        ]);
        // Each written on another person's page (English here): in the reader's language all the same.
        const subjectOf = (kind: string, to: string) =>
          messages.find((message) => message.kind === kind && message.to === to)?.body.subject;
        expect(subjectOf('offered', 'fay@x.org')).toMatch(/^Ein Platz ist für Sie reserviert: /);
        expect(subjectOf('expired', 'fay@x.org')).toMatch(/^Der für Sie reservierte Platz ist vergeben: /);
        expect(subjectOf('offered', 'sam@x.org')).toMatch(/^Une place vous est réservée\u202f?\u00a0?: /);
      },
    );

    it('offers the seat a saved capacity frees to the line, and closes the list', { timeout: SLOW }, async () => {
      const [holder, first, second] = harness.visitors;
      const eventId = await fullEvent('raised');
      await registration(holder).register(eventId, { name: 'Hal Holder', email: 'hal@x.org' });
      await desk(first).join(eventId, { name: 'Fay First', email: 'fay@x.org' });
      const lineAdmin = new WaitingListAdmin(harness.admin.store, harness.admin.waiting, messenger(harness.admin), systemClock);
      const stored = await harness.admin.store.getById('events', eventId);
      if (!stored) throw new Error('no event');
      await expect(lineAdmin.offerFreeSeats(stored)).resolves.toBe(0);
      const events = new EventAdmin(harness.admin.store, harness.admin.ledger, (id) => lineAdmin.seatsFreed(id));
      const { id: _id, ...form } = stored;
      await expect(events.update(eventId, { ...form, capacity: '2' })).resolves.toEqual({ kind: 'saved', id: eventId });
      const raised = { ...stored, capacity: 2 };
      const line = await lineAdmin.line(raised);
      expect(line.map(({ place, entry }) => [place.state, entry?.email])).toEqual([['offered', 'fay@x.org']]);
      await expect(lineAdmin.setClosed(eventId, true)).resolves.toBe('saved');
      await expect(desk(second).join(eventId, { name: 'Sam Second', email: 'sam@x.org' })).resolves.toEqual({ kind: 'closed' });
      const messages = await messagesOnceThere(harness.admin.outbox, 3);
      expect(messages.map((message) => [message.kind, message.to]).sort()).toEqual([
        ['offered', 'fay@x.org'],
        ['ticket', 'hal@x.org'],
        ['waiting', 'fay@x.org'],
      ]);
    });
  });
}
