import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import type { OutgoingMessage, SentMessage } from '../../domain/messages/message';
import { DexieOutbox } from './dexie-outbox';
import { RollcallDatabase } from './rollcall-database';

const database = new RollcallDatabase('outbox-test');
afterEach(() => database.delete());

const body = {
  subject: 'Your ticket',
  text: 'Ticket T1',
  html: '<p>Ticket T1</p>',
  attachments: [{ filename: 'ticket-qr.png', contentType: 'image/png', dataUrl: 'data:image/png;base64,AAAA' }],
};

it('keeps each message once in the extension’s format, and shows a place’s message with its person’s address', async () => {
  const outbox = new DexieOutbox(database);
  const ticket: OutgoingMessage = {
    id: 'ticket_T1',
    kind: 'ticket',
    eventId: 'e',
    to: { email: 'ada@x.org' },
    body,
    createdAt: '2026-11-24T10:00:00.000Z',
  };
  await outbox.send(ticket);
  await outbox.send({ ...ticket, body: { ...body, subject: 'Again' } });
  await database.waitingEntries.add({
    id: 'Entry',
    eventId: 'e',
    position: 3,
    name: 'Bo',
    email: 'bo@x.org',
    fields: {},
    joinedAt: '2026-11-24T09:00:00.000Z',
  });
  await outbox.send({
    id: 'offered_e_3',
    kind: 'offered',
    eventId: 'e',
    to: { waitingPlace: { eventId: 'e', position: 3 } },
    body: { subject: 'A seat', text: 't', html: 'h' },
    createdAt: '2026-11-24T11:00:00.000Z',
  });

  await expect(database.mail.get('ticket_T1')).resolves.toMatchObject({
    to: 'ada@x.org',
    message: { subject: 'Your ticket', attachments: [{ filename: 'ticket-qr.png', path: 'data:image/png;base64,AAAA' }] },
  });
  await expect(database.mail.get('offered_e_3')).resolves.toMatchObject({ toUids: ['e_3'] });

  const seen: SentMessage[][] = [];
  const stop = outbox.watch(
    (messages) => seen.push(messages),
    (error) => {
      throw error;
    },
  );
  await expect
    .poll(() => seen.at(-1)?.map((message) => [message.id, message.to, message.body.subject, message.delivery.state]))
    .toEqual([
      ['offered_e_3', 'bo@x.org', 'A seat', 'queued'],
      ['ticket_T1', 'ada@x.org', 'Your ticket', 'queued'],
    ]);
  expect(seen.at(-1)?.[1]?.body.attachments).toEqual(body.attachments);
  stop();
});
