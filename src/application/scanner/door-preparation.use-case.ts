import type { EventDocument } from '../../domain/events/event';
import type { DoorCopy, HeldCopy } from '../ports/door-copy.port';
import { DoorList } from './door-list';

/** The door's lists: one per event chosen on this device, and what signing out wipes. */
export class DoorPreparation {
  private wipedEvents = 0;

  constructor(private readonly copy: DoorCopy) {}

  /** The event's list at this door; `open()` it to copy and follow the tickets. */
  listFor(event: Pick<EventDocument, 'id' | 'kind'>): DoorList {
    return new DoorList(this.copy, event);
  }

  /** The events whose tickets this device holds. */
  held(): Promise<HeldCopy[]> {
    return this.copy.held();
  }

  /** Deletes every list on this device (they hold people's names and addresses): on sign-out. */
  async wipe(): Promise<void> {
    const held = await this.copy.held();
    await this.copy.wipe();
    this.wipedEvents += held.length;
  }

  /** How many events' lists this page's sign-outs deleted: what the sign-in page says. */
  wiped(): number {
    return this.wipedEvents;
  }
}
