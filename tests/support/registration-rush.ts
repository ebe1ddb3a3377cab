import { collection, getDocsFromServer } from 'firebase/firestore';
import { EventAdmin, type EventSaveOutcome } from '../../src/application/admin/event-admin.use-case';
import type { EventDocument } from '../../src/domain/events/event';
import type { EventFormInput } from '../../src/domain/events/event-form';
import { typedIn } from './event-form-input';
import { MemoryAttemptLog } from '../../src/application/limits/memory-attempt-log';
import { systemClock } from '../../src/application/ports/clock.port';
import { RegisterForEvent, type RegistrationOutcome } from '../../src/application/registrations/register-for-event.use-case';
import { event } from '../../src/adapters/contracts/contract-fixtures';
import { createEvent } from '../../src/adapters/contracts/visitor-use-cases.contract';
import { clearFirestore, loadSecurityRules } from '../../scripts/emulators/security-rules';
import type { DeviceOptions } from './firestore-devices';
import { openDevice, type Device } from './secured-firestore';

const HOUR = 3_600_000;
const places = { storedPlace: () => ({ country: 'Iceland', city: 'Reykjavík' }) };

export type RushAnswer = RegistrationOutcome['kind'] | 'error';

/** `count` distinct e-mail addresses starting with `prefix`. */
export const emails = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}@example.org`);

/**
 * Many visitors registering for one event at the same moment, each on a device of their own (its
 * own Firebase app and cache, signed out), with firestore.rules in force, in a project of its
 * own; what was issued is counted afterwards on the server, by an administrator's device.
 */
export class RegistrationRush {
  private projectId = '';
  private devices: Device[] = [];
  /** The event the next rush is for. */
  eventId = '';

  constructor(private readonly emulatorHost: string) {}

  /** A new project with the rules loaded. */
  async open(prefix: string): Promise<void> {
    this.projectId = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
    this.devices = [];
    await loadSecurityRules(this.emulatorHost, this.projectId);
  }

  async close(): Promise<void> {
    await Promise.all(this.devices.map((opened) => opened.close()));
    await clearFirestore(this.emulatorHost, this.projectId);
  }

  device(name: string, admin = false, tier?: 'staff' | 'visitor', options: DeviceOptions = {}): Device {
    const user = admin ? { sub: 'staff-1', email: 'admin@example.org', email_verified: true, admin: true } : null;
    const opened = openDevice(this.emulatorHost, this.projectId, `${name}-${this.devices.length}`, user, tier, options);
    this.devices.push(opened);
    return opened;
  }

  /** An event opening in an hour, created by an administrator: the one the next rush is for. */
  async openEvent(slug: string, capacity: number): Promise<void> {
    const admin = this.device('admin', true);
    const times = { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 5 * HOUR).toISOString() };
    this.eventId = await createEvent(admin.store, admin.ledger, event(slug, { ...times, capacity }));
  }

  /** One device per e-mail, all registering at once for `eventId`; `during` runs at the same moment. Answers counted by kind. */
  async rush(
    emails: readonly string[],
    during?: () => Promise<unknown>,
    eventId = this.eventId,
  ): Promise<Partial<Record<RushAnswer, number>>> {
    const visitors = emails.map((email, index) => {
      const phone = this.device(`visitor-${index}`);
      return { email, registration: new RegisterForEvent(phone.store, phone.ledger, systemClock, places, new MemoryAttemptLog()) };
    });
    const answers = await Promise.all([
      ...visitors.map(({ email, registration }) =>
        registration.register(eventId, { name: `Visitor ${email.split('@')[0] ?? ''}`, email }).then(
          (outcome): RushAnswer => outcome.kind,
          (error: unknown): RushAnswer => {
            console.error('A registration failed:', error);
            return 'error';
          },
        ),
      ),
      during?.().then(() => null),
    ]);
    const counts: Partial<Record<RushAnswer, number>> = {};
    for (const answer of answers) if (answer) counts[answer] = (counts[answer] ?? 0) + 1;
    return counts;
  }

  /** The current event as stored on the server. */
  async storedEvent(): Promise<EventDocument> {
    const [stored] = (await this.stored('events')).filter((document) => document.id === this.eventId);
    if (!stored) throw new Error('The event is gone.');
    return stored as EventDocument;
  }

  /** An administrator's save of the event form on `laptop`, from the laptop's own read of the event. */
  async savedBy(laptop: Device, changes: Partial<EventFormInput>): Promise<EventSaveOutcome> {
    const current = await laptop.store.getById('events', this.eventId);
    if (!current) throw new Error('The event is gone.');
    return new EventAdmin(laptop.store, laptop.ledger).update(this.eventId, typedIn(current, changes));
  }

  /** A collection's documents, counted on the server by an administrator's device. */
  async stored(collectionName: string): Promise<Array<Record<string, unknown>>> {
    const snapshot = await getDocsFromServer(collection(this.device('counter', true).firestore, collectionName));
    return snapshot.docs.map((document) => document.data());
  }

  /** The current event's documents in a collection. */
  async storedOfEvent(collectionName: string): Promise<Array<Record<string, unknown>>> {
    return (await this.stored(collectionName)).filter((document) => document.eventId === this.eventId);
  }
}
