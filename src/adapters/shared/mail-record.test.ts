import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../domain/messages/message';
import { mailRecordOf, sentMessageOf } from './mail-record';

const message: OutgoingMessage = {
  id: 'offered_event1_3',
  kind: 'offered',
  eventId: 'event1',
  to: { waitingPlace: { eventId: 'event1', position: 3 } },
  body: {
    subject: 'A seat is held for you',
    text: 'Hello',
    html: '<p>Hello</p>',
    attachments: [{ filename: 'qr.png', contentType: 'image/png', dataUrl: 'data:image/png;base64,AAAA' }],
  },
  createdAt: '2030-01-01T10:00:00.000Z',
};

/** What the extension writes back, with the admin SDK: its states and a Firestore Timestamp. */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('mail documents in the Trigger Email extension’s format', () => {
  it('names a place’s person by `toUids` in the users collection, and an attachment by a data URI `path`', () => {
    expect(mailRecordOf(message)).toEqual({
      id: 'offered_event1_3',
      kind: 'offered',
      eventId: 'event1',
      createdAt: '2030-01-01T10:00:00.000Z',
      toUids: ['event1_3'],
      message: {
        subject: 'A seat is held for you',
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: [{ filename: 'qr.png', contentType: 'image/png', path: 'data:image/png;base64,AAAA' }],
      },
    });
    expect(mailRecordOf({ ...message, to: { email: 'ada@example.org' } })).toMatchObject({ to: 'ada@example.org' });
    expect(mailRecordOf({ ...message, to: { email: 'ada@example.org' } })).not.toHaveProperty('toUids');
  });

  it('reads the extension’s delivery report: queued before it looked, then pending, processing, sent or failed with its reason', () => {
    const record = mailRecordOf(message);
    const seen = (delivery: Record<string, unknown> | undefined) =>
      sentMessageOf({ ...record, ...(delivery ? { delivery } : {}) }, 'ada@example.org').delivery;
    expect(seen(undefined)).toEqual({ state: 'queued' });
    expect(seen({ state: 'PENDING', attempts: 0 })).toEqual({ state: 'pending' });
    expect(seen({ state: 'RETRY' })).toEqual({ state: 'pending' });
    expect(seen({ state: 'PROCESSING', startTime: timestamp('2030-01-01T10:00:01.000Z') })).toEqual({ state: 'processing' });
    expect(seen({ state: 'SUCCESS', endTime: timestamp('2030-01-01T10:00:02.000Z'), error: null })).toEqual({
      state: 'sent',
      at: '2030-01-01T10:00:02.000Z',
    });
    expect(seen({ state: 'ERROR', endTime: timestamp('2030-01-01T10:00:03.000Z'), error: 'Invalid login: 535' })).toEqual({
      state: 'failed',
      error: 'Invalid login: 535',
      at: '2030-01-01T10:00:03.000Z',
    });
    expect(sentMessageOf(record, 'ada@example.org')).toMatchObject({
      to: 'ada@example.org',
      body: { attachments: [{ filename: 'qr.png', dataUrl: 'data:image/png;base64,AAAA' }] },
    });
  });
});
