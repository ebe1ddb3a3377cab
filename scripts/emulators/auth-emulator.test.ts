import { describe, expect, it } from 'vitest';
import { AUTH_PORT_TAKEN, withTakenPort } from './auth-emulator';
import { startingAgainOnTakenPort } from './free-port';

/** What the process printed when its port was taken between firebase-tools' check and its listen (a CI run of 2026-12-04). */
const PRINTED = `The Auth emulator stopped while starting:
i  emulators: Starting emulators: auth

Error: An unexpected error has occurred.`;

/** The same start's firebase-debug.log, as firebase-tools wrote it. */
const DEBUG_LOG = `[debug] [2026-12-04T17:28:08.865Z] Write emulator hub locator at /tmp/hub-demo-rollcall.json
[debug] [2026-12-04T17:28:16.484Z] Error: listen EADDRINUSE: address already in use 127.0.0.1:44409
    at Server.setupListenHandle [as _listen2] (node:net:1908:16)
    at listenInCluster (node:net:1965:12)
[error] 
[error] Error: An unexpected error has occurred.`;

describe("the Auth emulator's start", () => {
  it('names the port taken at its listen, which firebase-tools prints only as an unexpected error, so the start is tried again', () => {
    const printed = new Error(PRINTED);
    expect(AUTH_PORT_TAKEN.test(printed.message)).toBe(false);
    const explained = withTakenPort(printed, DEBUG_LOG) as Error;
    expect(explained.message).toBe(`${PRINTED}\nError: listen EADDRINUSE: address already in use 127.0.0.1:44409`);
    expect(explained.cause).toBe(printed);
    expect(AUTH_PORT_TAKEN.test(explained.message)).toBe(true);
  });

  it('leaves any other failure as it was, so that it is not tried again', () => {
    const printed = new Error('The Auth emulator stopped while starting:\nError: An unexpected error has occurred.');
    expect(withTakenPort(printed, '[debug] Error: Cannot find module firebase-tools\n')).toBe(printed);
    expect(withTakenPort(printed, '')).toBe(printed);
  });

  it('starts again after a port taken at its listen, and gives up on other failures at once', async () => {
    let starts = 0;
    const started = await startingAgainOnTakenPort(async () => {
      starts += 1;
      if (starts === 1) throw withTakenPort(new Error(PRINTED), DEBUG_LOG);
      return 'running';
    }, AUTH_PORT_TAKEN);
    expect([started, starts]).toEqual(['running', 2]);

    let failedStarts = 0;
    const failing = startingAgainOnTakenPort(async () => {
      failedStarts += 1;
      throw withTakenPort(new Error(PRINTED), '');
    }, AUTH_PORT_TAKEN);
    await expect(failing).rejects.toThrow('An unexpected error has occurred.');
    expect(failedStarts).toBe(1);
  });
});
