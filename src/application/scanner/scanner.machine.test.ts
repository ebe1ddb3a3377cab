import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import { ticketUrl } from '../../domain/registrations/ticket';
import { provideScannerEffects } from './scanner-effects';
import { HISTORY_LENGTH, RESULT_SHOWN_MS, SAME_CODE_IGNORED_MS, type CheckInRequest, type ScanOutcome } from './scanner.machine';
import type { TicketCandidate } from './door-list';

const ORIGIN = 'https://door.example.org';
const TICKET_A = 'AAAAAAAAAAAAAAAAAAAA';
const TICKET_B = 'BBBBBBBBBBBBBBBBBBBB';
const checkInOf = (ticketId: string): CheckInDocument => ({
  id: `e_${ticketId}`,
  eventId: 'e',
  ticketId,
  foundInCollection: 'registrations',
  name: 'Ada',
  email: 'a@x.org',
  at: 'now',
  by: 'staff',
  method: 'qr',
  device: 'door',
});
const checkedIn = (ticketId: string): CheckInOutcome => ({ kind: 'checked-in', checkIn: checkInOf(ticketId) });
const candidate: TicketCandidate = { ticketId: TICKET_B, name: 'Bob', email: 'b@x.org', collection: 'registrations', cancelled: false };

function setUp(answer: (request: CheckInRequest) => Promise<CheckInOutcome> = async (request) => checkedIn(request.ticketId)) {
  let now = 1_000_000;
  const clock = new SimulatedClock();
  const effects = {
    checkIn: vi.fn(answer),
    search: vi.fn(async (query: string) => (query === 'fail' ? Promise.reject(new Error('index offline')) : [candidate])),
    clock: { now: () => new Date(now) },
    playSound: vi.fn<(outcome: ScanOutcome) => void>(),
  };
  const actor = createActor(provideScannerEffects(effects), { input: { origin: ORIGIN }, clock }).start();
  const advance = (milliseconds: number) => {
    now += milliseconds;
    clock.increment(milliseconds);
  };
  const scan = (text: string) => actor.send({ type: 'CODE_DETECTED', text, at: now });
  const at = () => now;
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('showingResult'));
  return { actor, effects, advance, scan, settled, at };
}

describe('the scanner machine', () => {
  it('reads a ticket URL, looks it up, shows and sounds the result, then is ready again', async () => {
    const { actor, effects, advance, scan, settled } = setUp();
    expect(actor.getSnapshot().value).toBe('ready');
    scan(ticketUrl(ORIGIN, 'e', TICKET_A));
    expect(actor.getSnapshot().value).toBe('lookingUp');
    await settled();
    expect(effects.checkIn).toHaveBeenCalledWith({ ticketId: TICKET_A, method: 'qr' });
    expect(actor.getSnapshot().context.result).toEqual(checkedIn(TICKET_A));
    expect(effects.playSound).toHaveBeenCalledWith(checkedIn(TICKET_A));
    expect(actor.getSnapshot().context.history).toHaveLength(1);
    advance(RESULT_SHOWN_MS);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('accepts a bare ticket id too', async () => {
    const { effects, scan, settled } = setUp();
    scan(`  ${TICKET_A} `);
    await settled();
    expect(effects.checkIn).toHaveBeenCalledWith({ ticketId: TICKET_A, method: 'qr' });
  });

  it(`ignores the same code until it has been out of view for ${SAME_CODE_IGNORED_MS / 1000} s, then reads it again`, async () => {
    const { effects, advance, scan, settled } = setUp();
    scan(TICKET_A);
    await settled();
    advance(RESULT_SHOWN_MS);
    scan(TICKET_A);
    expect(effects.checkIn).toHaveBeenCalledTimes(1);
    advance(SAME_CODE_IGNORED_MS - 1);
    scan(TICKET_A);
    expect(effects.checkIn).toHaveBeenCalledTimes(1);
    advance(SAME_CODE_IGNORED_MS);
    scan(TICKET_A);
    await settled();
    expect(effects.checkIn).toHaveBeenCalledTimes(2);
  });

  it('keeps the first result of a ticket held up to the camera for as long as it is held, then lets it go', async () => {
    let reads = 0;
    const { actor, effects, advance, scan, settled } = setUp(async (request) => {
      reads += 1;
      return reads > 1 ? { kind: 'already-checked-in', checkIn: checkInOf(request.ticketId) } : checkedIn(request.ticketId);
    });
    scan(TICKET_A);
    await settled();
    // Twelve frames a second for 20 s: the camera keeps seeing the same ticket.
    for (let frame = 0; frame < 240; frame += 1) {
      advance(83);
      scan(TICKET_A);
    }
    expect(effects.checkIn).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('showingResult');
    expect(actor.getSnapshot().context.result).toEqual(checkedIn(TICKET_A));
    expect(actor.getSnapshot().context.history).toHaveLength(1);
    // Taken away: the result goes after its usual time, and the ticket shown again later is read again.
    advance(RESULT_SHOWN_MS);
    expect(actor.getSnapshot().value).toBe('ready');
    advance(SAME_CODE_IGNORED_MS);
    scan(TICKET_A);
    await settled();
    expect(actor.getSnapshot().context.result?.kind).toBe('already-checked-in');
  });

  it('shows the next person’s result when their code comes while the first is still held up, without reading the first again', async () => {
    const { actor, effects, advance, scan, settled } = setUp();
    scan(TICKET_A);
    await settled();
    advance(100);
    scan(TICKET_B);
    await settled();
    for (let frame = 0; frame < 60; frame += 1) {
      advance(83);
      scan(TICKET_A);
    }
    expect(effects.checkIn).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.history.map((record) => record.id)).toEqual([2, 1]);
  });

  it(`ignores the same code for ${SAME_CODE_IGNORED_MS / 1000} s after its result is shown, however long the lookup took`, async () => {
    let answer: (outcome: CheckInOutcome) => void = () => undefined;
    const slow = new Promise<CheckInOutcome>((resolve) => (answer = resolve));
    const { effects, advance, scan, settled } = setUp(() => slow);
    scan(TICKET_A);
    advance(SAME_CODE_IGNORED_MS - 500);
    answer(checkedIn(TICKET_A));
    await settled();
    // Counted from the read, 3.5 s have gone; from the result, 1 s.
    advance(1_000);
    scan(TICKET_A);
    expect(effects.checkIn).toHaveBeenCalledTimes(1);
    advance(SAME_CODE_IGNORED_MS);
    scan(TICKET_A);
    expect(effects.checkIn).toHaveBeenCalledTimes(2);
  });

  it('reads the same code again at once after switching between entry and exit', async () => {
    const { actor, effects, scan, settled } = setUp();
    scan(TICKET_A);
    await settled();
    actor.send({ type: 'MODE_CHANGED' });
    scan(TICKET_A);
    await settled();
    expect(effects.checkIn).toHaveBeenCalledTimes(2);
  });

  it('does not read a code again when another came in between (the camera still sees the first while a handheld scanner reads the next)', async () => {
    const { effects, advance, scan, settled } = setUp();
    scan(TICKET_A);
    await settled();
    scan(TICKET_B);
    await settled();
    advance(1_000);
    scan(TICKET_A);
    expect(effects.checkIn).toHaveBeenCalledTimes(2);
    advance(SAME_CODE_IGNORED_MS);
    scan(TICKET_A);
    await settled();
    expect(effects.checkIn).toHaveBeenCalledTimes(3);
  });

  it('reads the next person’s code at once, even while a result is still shown', async () => {
    const { actor, effects, scan, settled } = setUp();
    scan(TICKET_A);
    await settled();
    scan(TICKET_B);
    expect(actor.getSnapshot().value).toBe('lookingUp');
    await settled();
    expect(effects.checkIn).toHaveBeenLastCalledWith({ ticketId: TICKET_B, method: 'qr' });
    expect(actor.getSnapshot().context.history.map((record) => record.id)).toEqual([2, 1]);
  });

  it.each([
    ['another site’s URL', `https://evil.example.com/checkin/e?ticket=${TICKET_A}`],
    ['plain text', 'WIFI:S:Guest;P:secret;;'],
    ['a very long payload', 'x'.repeat(5000)],
  ])('says "not a ticket" for %s without looking anything up, and keeps scanning', async (_label, text) => {
    const { actor, effects, scan, settled } = setUp();
    scan(text);
    await settled();
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'not-a-ticket' });
    expect(effects.checkIn).not.toHaveBeenCalled();
    expect(effects.playSound).toHaveBeenCalledWith({ kind: 'not-a-ticket' });
    scan(TICKET_A);
    await settled();
    expect(effects.checkIn).toHaveBeenCalledTimes(1);
  });

  it.each<[string, CheckInOutcome]>([
    ['already checked in', { ...checkedIn(TICKET_A), kind: 'already-checked-in' } as CheckInOutcome],
    ['not registered for this event', { kind: 'not-registered', reason: 'other-event' }],
    ['unknown ticket', { kind: 'unknown-ticket' }],
  ])('shows "%s" as the lookup answers', async (_label, outcome) => {
    const { actor, scan, settled } = setUp(async () => outcome);
    scan(TICKET_A);
    await settled();
    expect(actor.getSnapshot().context.result).toEqual(outcome);
  });

  it('says the write failed, and scans the next code', async () => {
    const { actor, scan, settled } = setUp(async () => Promise.reject(new Error('quota exceeded')));
    scan(TICKET_A);
    await settled();
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'failed', message: 'quota exceeded' });
    scan(TICKET_B);
    expect(actor.getSnapshot().value).toBe('lookingUp');
  });

  it('ignores codes read while a lookup is running', async () => {
    let release: (outcome: CheckInOutcome) => void = () => undefined;
    const { actor, effects, scan, settled } = setUp(() => new Promise((resolve) => (release = resolve)));
    scan(TICKET_A);
    scan(TICKET_B);
    expect(effects.checkIn).toHaveBeenCalledTimes(1);
    release(checkedIn(TICKET_A));
    await settled();
    expect(actor.getSnapshot().context.result).toEqual(checkedIn(TICKET_A));
  });

  it('checks in by hand: search, pick, confirm, with the same results', async () => {
    const { actor, effects, settled, advance, at } = setUp();
    actor.send({ type: 'SEARCH', query: 'bob' });
    expect(actor.getSnapshot().matches({ manual: 'searching' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ manual: 'choosing' }));
    expect(effects.search).toHaveBeenCalledWith('bob');
    expect(actor.getSnapshot().context.candidates).toEqual([candidate]);
    actor.send({ type: 'PICK', candidate });
    expect(actor.getSnapshot().matches({ manual: 'confirming' })).toBe(true);
    advance(20_000);
    const confirmedAt = at();
    actor.send({ type: 'CONFIRM', at: confirmedAt });
    await settled();
    expect(effects.checkIn).toHaveBeenCalledWith({ ticketId: TICKET_B, method: 'manual' });
    // The history shows when staff confirmed, not when the search began.
    expect(actor.getSnapshot().context.history[0]).toMatchObject({ method: 'manual', at: confirmedAt });
    expect(actor.getSnapshot().context.candidates).toEqual([]);
  });

  it('searches again from the list, says when the search fails, and cancels back to ready', async () => {
    const { actor } = setUp();
    actor.send({ type: 'SEARCH', query: 'bob' });
    await waitFor(actor, (snapshot) => snapshot.matches({ manual: 'choosing' }));
    actor.send({ type: 'SEARCH', query: 'fail' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ manual: 'choosing' }) && snapshot.context.searchError !== null);
    expect(failed.context.searchError).toBe('index offline');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it('lets a scanned code interrupt a manual search', async () => {
    const { actor, effects, scan, settled } = setUp();
    actor.send({ type: 'SEARCH', query: 'bob' });
    await waitFor(actor, (snapshot) => snapshot.matches({ manual: 'choosing' }));
    actor.send({ type: 'PICK', candidate });
    scan(TICKET_A);
    await settled();
    expect(effects.checkIn).toHaveBeenCalledWith({ ticketId: TICKET_A, method: 'qr' });
  });

  it(`keeps the last ${HISTORY_LENGTH} scans, newest first`, async () => {
    const { actor, advance, scan, settled } = setUp();
    for (let index = 0; index < HISTORY_LENGTH + 5; index += 1) {
      scan(`${String(index).padStart(2, '0')}${'C'.repeat(18)}`);
      await settled();
      advance(10);
    }
    const history = actor.getSnapshot().context.history;
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0]?.id).toBe(HISTORY_LENGTH + 5);
  });

  it('keeps a ticket missing from the door’s list on screen until staff decide, and admits it anyway as such', async () => {
    const notOnList: CheckInOutcome = { kind: 'not-on-device-list', updatedAt: '2026-06-10T08:02:00.000Z' };
    const { actor, effects, advance, scan, at } = setUp(async (request) =>
      request.anyway ? { kind: 'admitted-anyway', ticketId: request.ticketId, at: 'now' } : notOnList,
    );
    scan(TICKET_A);
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingDecision'));
    advance(RESULT_SHOWN_MS * 4);
    expect(actor.getSnapshot().value).toBe('awaitingDecision');
    expect(actor.getSnapshot().context.result).toEqual(notOnList);
    const decidedAt = at();
    actor.send({ type: 'ADMIT_ANYWAY', at: decidedAt });
    await waitFor(actor, (snapshot) => snapshot.matches('showingResult'));
    expect(actor.getSnapshot().context.history[0]?.at).toBe(decidedAt);
    expect(effects.checkIn).toHaveBeenLastCalledWith({ ticketId: TICKET_A, method: 'qr', anyway: true });
    expect(actor.getSnapshot().context.history.map((record) => record.outcome.kind)).toEqual(['admitted-anyway', 'not-on-device-list']);
  });

  it('lets staff turn a ticket missing from the list away, and reads the next code while waiting', async () => {
    const notOnList: CheckInOutcome = { kind: 'not-on-device-list', updatedAt: null };
    const { actor, effects, advance, scan, settled } = setUp(async (request) =>
      request.ticketId === TICKET_A ? notOnList : checkedIn(request.ticketId),
    );
    scan(TICKET_A);
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingDecision'));
    scan(TICKET_B);
    await settled();
    expect(effects.checkIn).toHaveBeenLastCalledWith({ ticketId: TICKET_B, method: 'qr' });
    advance(SAME_CODE_IGNORED_MS);
    scan(TICKET_A);
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingDecision'));
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(effects.checkIn).not.toHaveBeenCalledWith(expect.objectContaining({ anyway: true }));
  });
});
