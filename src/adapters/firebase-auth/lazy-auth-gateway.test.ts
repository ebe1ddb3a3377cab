import { describe, expect, it, vi } from 'vitest';
import { FakeAuthGateway } from '../../application/session/auth-gateway.fake';
import type { AuthSession } from '../../domain/session/session';
import { memoryStorage } from '../../../tests/support/memory-storage';
import { LazyAuthGateway, sessionKeptOnDevice } from './lazy-auth-gateway';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function lazily(kept: boolean) {
  const real = new FakeAuthGateway().addAccount('ada@rollcall.test', 'secret-password', { admin: true });
  const open = vi.fn(async () => real);
  return { real, open, gateway: new LazyAuthGateway(open, kept) };
}

describe('LazyAuthGateway', () => {
  it('tells a visitor’s page "signed out" without loading Auth', async () => {
    const { open, gateway } = lazily(false);
    const seen: Array<AuthSession | null> = [];
    gateway.watchSession((session) => seen.push(session));
    await flush();
    expect(seen).toEqual([null]);
    expect(open).not.toHaveBeenCalled();
  });

  it('loads Auth once at the first sign-in, and the pages already watching hear of it', async () => {
    const { open, gateway } = lazily(false);
    const seen: Array<AuthSession | null> = [];
    gateway.watchSession((session) => seen.push(session));
    await flush();
    await expect(gateway.signIn('ada@rollcall.test', 'secret-password')).resolves.toMatchObject({ email: 'ada@rollcall.test' });
    await gateway.signIn('ada@rollcall.test', 'secret-password');
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toMatchObject({ email: 'ada@rollcall.test', admin: true });
  });

  it('loads Auth at once where a session is kept, and reports the restored session, not "signed out" first', async () => {
    const { real, open, gateway } = lazily(true);
    real.restoreAs('ada@rollcall.test');
    const seen: Array<AuthSession | null> = [];
    gateway.watchSession((session) => seen.push(session));
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([expect.objectContaining({ email: 'ada@rollcall.test' })]);
  });

  it('signs out without loading Auth when nobody is signed in', async () => {
    const { open, gateway } = lazily(false);
    await gateway.signOut();
    expect(open).not.toHaveBeenCalled();
  });

  it('tries to load again after a failed load (no network for the code yet)', async () => {
    const real = new FakeAuthGateway().addAccount('ada@rollcall.test', 'secret-password');
    const open = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gateway = new LazyAuthGateway(open, false);
    await expect(gateway.signIn('ada@rollcall.test', 'secret-password')).rejects.toThrow('offline');
    await expect(gateway.signIn('ada@rollcall.test', 'secret-password')).resolves.toMatchObject({ email: 'ada@rollcall.test' });
  });
});

describe('sessionKeptOnDevice', () => {
  it('sees Firebase Auth’s kept user, or the claims this app kept, and nothing else', () => {
    const storage = memoryStorage();
    storage.setItem('rollcall.language', 'fr');
    expect(sessionKeptOnDevice(storage)).toBe(false);
    storage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    expect(sessionKeptOnDevice(storage)).toBe(true);
    storage.clear();
    storage.setItem('rollcall.session.lastKnownClaims', '{"uid":"u"}');
    expect(sessionKeptOnDevice(storage)).toBe(true);
    expect(sessionKeptOnDevice(null)).toBe(false);
  });
});
