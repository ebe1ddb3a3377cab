import { describe, expect, it } from 'vitest';
import { SessionStorageUnsettledFeedback } from './session-storage-unsettled-feedback';
import { memoryStorage } from '../../../tests/support/memory-storage';

const SEND = {
  form: '["",{"rating":4,"comment":"Loud"}]',
  id: 'feedback123',
  document: { rating: 4, comment: 'Loud', eventId: '', createdAt: '2026-06-10T10:00:00.000Z' },
};

describe('the feedback sent without an answer, in the tab’s session storage', () => {
  it('is recalled by the page after a reload (a new keep on the same storage) until it is settled', () => {
    const tab = memoryStorage();
    new SessionStorageUnsettledFeedback(tab).keep(SEND);
    const reloaded = new SessionStorageUnsettledFeedback(tab);
    expect(reloaded.recall()).toEqual(SEND);
    reloaded.keep(null);
    expect(new SessionStorageUnsettledFeedback(tab).recall()).toBeNull();
  });

  it('takes damaged, foreign or missing storage for nothing kept, and never throws', () => {
    const tab = memoryStorage();
    tab.setItem('rollcall.feedback.unsettled', '{"form": "x"');
    expect(new SessionStorageUnsettledFeedback(tab).recall()).toBeNull();
    tab.setItem('rollcall.feedback.unsettled', JSON.stringify({ ...SEND, id: '' }));
    expect(new SessionStorageUnsettledFeedback(tab).recall()).toBeNull();
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const keep = new SessionStorageUnsettledFeedback(full);
    expect(() => keep.keep(SEND)).not.toThrow();
    expect(keep.recall()).toBeNull();
  });
});
