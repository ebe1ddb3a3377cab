import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { EventAdmin } from '../../src/application/admin/event-admin.use-case';
import type { EventDocument } from '../../src/domain/events/event';
import { typedIn } from '../support/event-form-input';
import { RegistrationRush } from '../support/registration-rush';
import { quietFirestore } from '../support/secured-firestore';

quietFirestore();
const emulatorHost = inject('firestoreEmulatorHost');

/**
 * Two administrators on laptops of their own, with firestore.rules in force, one saving an event
 * while the other has its form open: what each saved is what the server holds afterwards.
 */
describe('two administrators editing one event, each on a laptop of their own', () => {
  const world = new RegistrationRush(emulatorHost);

  beforeEach(() => world.open('demo-two-admins'));
  afterEach(() => world.close());

  async function laptop(name: string) {
    const device = world.device(name, true);
    const admin = new EventAdmin(device.store, device.ledger);
    /** The event as this laptop's form opens it. */
    const opens = async (): Promise<EventDocument> => {
      const event = await device.store.getById('events', world.eventId);
      if (!event) throw new Error('The event is gone.');
      return event;
    };
    return { admin, opens };
  }

  const stored = async () => (await world.stored('events')).find((event) => event.id === world.eventId);

  it('a title saved from a form opened before the registration was closed leaves it closed', async () => {
    await world.openEvent('closed-meanwhile', 30);
    const [ada, ben] = [await laptop('ada'), await laptop('ben')];
    const opened = await ada.opens();
    await expect(ben.admin.setRegistrationOpen(world.eventId, false)).resolves.toBe('saved');
    await expect(ada.admin.update(world.eventId, typedIn(opened, { title: 'Renamed by Ada' }), opened)).resolves.toMatchObject({
      kind: 'saved',
    });
    expect(await stored()).toMatchObject({ title: 'Renamed by Ada', registrationOpen: false, capacity: 30 });
  });

  it('a capacity changed by both: the second is told and nothing of hers is saved; saved again, having seen the first, hers stands', async () => {
    await world.openEvent('both-resize', 30);
    const [ada, ben] = [await laptop('ada'), await laptop('ben')];
    const adasForm = await ada.opens();
    const bensForm = await ben.opens();
    await expect(ben.admin.update(world.eventId, typedIn(bensForm, { capacity: '50' }), bensForm)).resolves.toMatchObject({
      kind: 'saved',
    });
    const told = await ada.admin.update(world.eventId, typedIn(adasForm, { capacity: '45', venue: 'Hall B' }), adasForm);
    expect(told).toMatchObject({ kind: 'changed-meanwhile', current: { capacity: 50 } });
    expect(Object.keys(told.kind === 'changed-meanwhile' ? told.errors : {})).toEqual(['capacity']);
    expect(await stored()).toMatchObject({ capacity: 50, venue: adasForm.venue });
    expect(await world.storedOfEvent('seatCounters')).toHaveLength(50);
    // Ada's form now measures against Ben's save: saving again keeps what she typed.
    const seen = told.kind === 'changed-meanwhile' ? told.current : adasForm;
    await expect(ada.admin.update(world.eventId, typedIn(adasForm, { capacity: '45', venue: 'Hall B' }), seen)).resolves.toMatchObject({
      kind: 'saved',
    });
    expect(await stored()).toMatchObject({ capacity: 45, venue: 'Hall B' });
    expect(await world.storedOfEvent('seatCounters')).toHaveLength(45);
  });
});
