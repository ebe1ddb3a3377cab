import { createServer } from 'node:net';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { StoreNoAnswerError, StoreOfflineError, StorePermissionError } from '../../application/ports/store-errors';
import { isUnanswered, toStoreError } from './firestore-errors';
import { NoAnswerInTime, answeredWithin } from './request-patience';

setLogLevel('silent');

/** A loopback port nobody listens on: a request to it fails as one without network does. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** What Firestore Lite itself throws when its request gets no answer. */
async function liteFailureWithoutAnswer(): Promise<unknown> {
  const app = initializeApp({ projectId: 'demo-no-answer', apiKey: 'demo-key' }, `no-answer-${crypto.randomUUID()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', await closedPort());
  return getDoc(doc(db, 'events', 'summit')).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('toStoreError', () => {
  it('says "no connection" for a Firestore Lite request that got no answer, as for the full SDK\'s "unavailable"', async () => {
    const error = await liteFailureWithoutAnswer();
    expect(error).toMatchObject({ code: 'unknown' });
    expect(isUnanswered(error)).toBe(true);
    expect(toStoreError(error, 'Error getting document:')).toBeInstanceOf(StoreOfflineError);
    expect(toStoreError(Object.assign(new Error('offline'), { code: 'unavailable' }), 'x')).toBeInstanceOf(StoreOfflineError);
  });

  it('keeps any other "unknown" failure as it is, and turns a refusal into the port\'s', () => {
    const other = Object.assign(new Error('Something odd happened'), { code: 'unknown' });
    expect(isUnanswered(other)).toBe(false);
    expect(toStoreError(other, 'x')).toBe(other);
    const refused = Object.assign(new Error('Request failed with error: Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    expect(isUnanswered(refused)).toBe(false);
    expect(toStoreError(refused, 'x')).toBeInstanceOf(StorePermissionError);
  });
});

describe('answeredWithin', () => {
  it('gives the answer that comes in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    try {
      await expect(answeredWithin(1_000, Promise.resolve('answer'))).resolves.toBe('answer');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails after the patience with an error every caller takes for an unanswered request, told as "no answer"', async () => {
    vi.useFakeTimers();
    try {
      const silent = answeredWithin(20_000, new Promise<never>(() => undefined));
      const failure = silent.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(19_999);
      await expect(Promise.race([failure, 'still waiting'])).resolves.toBe('still waiting');
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(NoAnswerInTime);
      expect(isUnanswered(error)).toBe(true);
      expect(toStoreError(error, 'x')).toBeInstanceOf(StoreNoAnswerError);
    } finally {
      vi.useRealTimers();
    }
  });
});
