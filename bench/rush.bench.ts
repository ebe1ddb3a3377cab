import { collection, getDocsFromServer } from 'firebase/firestore';
import { MemoryAttemptLog } from '../src/application/limits/memory-attempt-log';
import { systemClock } from '../src/application/ports/clock.port';
import { RegisterForEvent } from '../src/application/registrations/register-for-event.use-case';
import { event } from '../src/adapters/contracts/contract-fixtures';
import { createEvent } from '../src/adapters/contracts/visitor-use-cases.contract';
import { loadSecurityRules } from '../scripts/emulators/security-rules';
import { startEmulators, type RunningEmulators } from '../scripts/emulators/start-emulators';
import { openDevice, quietFirestore, type Device } from '../tests/support/secured-firestore';
import type { BenchResult } from './budgets';
import { checkWarmUp, rushFigures, type RushRun } from './support/rush-figures';
import { summarise } from './support/stats';

const HOUR = 3_600_000;
/** Pages opened at the same moment before the rush: a busy machine connects them in time. */
const OPENED_TOGETHER = 20;

/** The page's first read, again until answered: a device whose first connection is slow to open waits, as a phone would. */
async function untilAnswered<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
const ADMIN = { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true };

/**
 * Rushes per bench: one rush's median answer moved between 35 and 73 s on a quiet machine, run
 * after run of the same code; the median of three holds unless two of them are slow
 * (docs/performance.md, "The rush's median over three runs").
 */
const RUSH_RUNS = 3;

/**
 * The registration rush, `runs` times, each on emulators of its own that have served a smaller
 * rush first (`WARM_UP`): `visitors` at once for `seats`, each on a device of its own (its own
 * Firebase app, signed out), on the emulator with firestore.rules; tickets counted on the server
 * afterwards, and the time from the common start to each visitor's answer
 * (support/rush-figures.ts says how the runs make one figure).
 */
export async function registrationRush(visitors = 1_000, seats = 600, runs = RUSH_RUNS): Promise<BenchResult[]> {
  const done: RushRun[] = [];
  for (let run = 0; run < runs; run += 1) done.push(await oneRush(visitors, seats));
  return rushFigures(done, visitors, seats);
}

/**
 * The rush each run's emulator serves first, on a project of its own. A fresh emulator's Java
 * spends a quarter of a rush's CPU compiling its hot code, during the first wave that sets the
 * median; production's servers are warm when a rush starts (docs/performance.md, "A warm
 * emulator for the rush").
 */
const WARM_UP = { visitors: 300, seats: 180 };

async function oneRush(visitors: number, seats: number): Promise<RushRun> {
  quietFirestore();
  const emulators = await startEmulators();
  try {
    checkWarmUp(await rushOn(emulators, WARM_UP.visitors, WARM_UP.seats), WARM_UP.visitors, WARM_UP.seats);
    return await rushOn(emulators, visitors, seats);
  } finally {
    await emulators.stop();
  }
}

/** One rush on running emulators, in a project of its own so that each starts from no data. */
async function rushOn(emulators: RunningEmulators, visitors: number, seats: number): Promise<RushRun> {
  const projectId = `demo-bench-rush-${crypto.randomUUID().slice(0, 8)}`;
  const devices: Device[] = [];
  const open = (name: string, admin = false) => {
    const device = openDevice(emulators.firestore.host, projectId, `${name}-${devices.length}`, admin ? ADMIN : null);
    devices.push(device);
    return device;
  };
  try {
    await loadSecurityRules(emulators.firestore.host, projectId);
    const admin = open('admin', true);
    const eventId = await createEvent(
      admin.store,
      admin.ledger,
      event('rush', {
        startsAt: new Date(Date.now() + HOUR).toISOString(),
        endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        capacity: seats,
      }),
    );
    const phones = Array.from({ length: visitors }, (_, index) => open(`visitor-${index}`));
    // Everyone has the event's page open when registration is announced: each device has its
    // connection and has read the event. (A thousand connections opened in the same instant
    // would measure the emulator's socket handling, not the registration. The pages do not follow
    // the seats left live here: a thousand listeners told of every seat taken would measure the
    // emulator's fan-out, which production's servers spread and one emulator on two cores cannot.)
    for (let start = 0; start < phones.length; start += OPENED_TOGETHER) {
      await Promise.all(
        phones.slice(start, start + OPENED_TOGETHER).map((phone) => untilAnswered(() => phone.store.getById('events', eventId))),
      );
    }
    const registrations = phones.map(
      (phone, index) => () =>
        new RegisterForEvent(phone.store, phone.ledger, systemClock, { storedPlace: () => ({}) }, new MemoryAttemptLog()).register(
          eventId,
          { name: `Visitor ${index}`, email: `visitor${index}@example.org` },
        ),
    );
    const start = performance.now();
    const answers = await Promise.all(
      registrations.map((register) =>
        register().then(
          (outcome) => ({ kind: outcome.kind as string, after: performance.now() - start }),
          (error: unknown) => {
            console.error('A registration failed:', error);
            return { kind: 'error', after: performance.now() - start };
          },
        ),
      ),
    );
    const tickets = (await getDocsFromServer(collection(admin.firestore, 'registrations'))).size;
    const count = (kind: string) => answers.filter((answer) => answer.kind === kind).length;
    return {
      tickets,
      registered: count('registered'),
      full: count('full'),
      errors: count('error') + count('already-registered'),
      answers: summarise(answers.map((answer) => answer.after)),
    };
  } finally {
    await Promise.all(devices.map((device) => device.close()));
  }
}
