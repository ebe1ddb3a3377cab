import { describe, expect, it } from 'vitest';
import { StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { memoryDoubtKeep, UnconfirmedWrites } from './unconfirmed-writes';

const offline = () => new StoreOfflineError('transaction');

describe('Writes sent without an answer', () => {
  it('are kept from before they go, so that a page reloaded while one is under way still knows it', async () => {
    const tab = memoryDoubtKeep();
    // The first page's attempt never ends: the page is reloaded while its commit is under way.
    void new UnconfirmedWrites('tickets', tab).decide('event_ada', (pending) => {
      pending.sending('ticket-1');
      return new Promise<never>(() => undefined);
    });

    const reloaded = new UnconfirmedWrites('tickets', tab);
    const seen = await reloaded.decide('event_ada', async (pending) => [...pending.ids]);
    expect(seen).toEqual(['ticket-1']);
    // Decided: nothing is kept for the key any more.
    await expect(reloaded.decide('event_ada', async (pending) => [...pending.ids])).resolves.toEqual([]);
  });

  it('make a failed attempt unconfirmed while one is in doubt, and not once it was answered', async () => {
    const writes = new UnconfirmedWrites('tickets', memoryDoubtKeep());
    const failing = writes.decide('event_ada', (pending) => {
      pending.sending('ticket-1');
      return Promise.reject(offline());
    });
    await expect(failing).rejects.toBeInstanceOf(StoreUnconfirmedError);
    await expect(failing.catch((error: StoreUnconfirmedError) => error.reason)).resolves.toBeInstanceOf(StoreOfflineError);

    const refused = writes.decide('event_bo', (pending) => {
      pending.sending('ticket-2');
      pending.answered('ticket-2');
      return Promise.reject(offline());
    });
    await expect(refused).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(refused).rejects.not.toBeInstanceOf(StoreUnconfirmedError);
  });

  it('keep each kind and each key apart, and read a value spoilt in storage as nothing', async () => {
    const tab = memoryDoubtKeep();
    await new UnconfirmedWrites('tickets', tab)
      .decide('event_ada', (pending) => {
        pending.sending('ticket-1');
        return Promise.reject(offline());
      })
      .catch(() => undefined);
    const idsOf = (kind: string, key: string) => new UnconfirmedWrites(kind, tab).decide(key, async (pending) => [...pending.ids]);
    await expect(idsOf('places', 'event_ada')).resolves.toEqual([]);
    await expect(idsOf('tickets', 'event_bo')).resolves.toEqual([]);

    tab.setItem('rollcall.unconfirmed.tickets.event_cy', '{not json');
    await expect(idsOf('tickets', 'event_cy')).resolves.toEqual([]);
    tab.setItem('rollcall.unconfirmed.tickets.event_cy', JSON.stringify(['ticket-3', 7]));
    await expect(idsOf('tickets', 'event_cy')).resolves.toEqual(['ticket-3']);
  });
});
