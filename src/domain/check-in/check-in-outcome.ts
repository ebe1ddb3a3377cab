import type { EventDocument } from '../events/event';
import type { FoundTicket } from '../registrations/found-ticket';
import type { CheckInDocument } from './check-in';
import type { DoorPassDocument } from './door-pass';

/** The event a ticket shown at another event's door is for: what staff need to send them there. */
export type TicketEvent = Pick<EventDocument, 'title' | 'startsAt' | 'endsAt' | 'venue' | 'timeZone'>;

/**
 * Every way a check-in attempt can end, as data: the scanner and the self
 * check-in page each say it in their own words, with text, colour and sound.
 */
export type CheckInOutcome =
  /** `pending`: saved on this device without network; it reaches the server on reconnection. */
  | { kind: 'checked-in'; checkIn: CheckInDocument; pending?: boolean }
  | { kind: 'already-checked-in'; checkIn: CheckInDocument }
  /** `ticketEvent`: the event the ticket is for, when it is another one and could be read. */
  | {
      kind: 'not-registered';
      reason: 'other-event' | 'cancelled' | 'no-ticket-for-email';
      ticket?: FoundTicket;
      ticketEvent?: TicketEvent;
    }
  | { kind: 'unknown-ticket' }
  /** The door has no network and the ticket is not on its list, last matched at `updatedAt` (null: no list). */
  | { kind: 'not-on-device-list'; updatedAt: string | null }
  /** Let in by staff though not on the door's list, without network: the server checks it later. */
  | { kind: 'admitted-anyway'; ticketId: string; at: string }
  /**
   * The same ticket shown again at a door that admitted it anyway, before the server has checked
   * it: this door let it in at `at` (a reload included), so it is not offered again.
   */
  | { kind: 'already-admitted-anyway'; ticketId: string; at: string; by: string; device: string }
  | { kind: 'not-a-ticket' }
  /** Firebase mode: the rules let only that e-mail's signed-in owner look its ticket up (docs/security.md). */
  | { kind: 'email-needs-sign-in' }
  | { kind: 'closed'; opensAt: string; closesAt: string }
  // At the door after the check-in (door-pass.ts): exits in exit mode, re-entries in entry mode.
  | { kind: 'checked-out'; pass: DoorPassDocument; pending?: boolean }
  | { kind: 're-entered'; pass: DoorPassDocument; pending?: boolean }
  | { kind: 'already-out'; name: string; since: string }
  | { kind: 're-entry-refused'; name: string; leftAt: string }
  /** Exit mode: this ticket was never checked in at this event, so there is no exit to record. */
  | { kind: 'not-checked-in'; name: string | null };
