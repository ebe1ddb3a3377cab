import type { PersonFields } from '../people/person';

/** One ticket for one standard event; its document id is the ticket id. */
export type RegistrationDocument = PersonFields & {
  readonly id: string;
  eventId: string;
  createdAt: string;
  /** Set when the registration was withdrawn; the ticket then no longer admits. */
  cancelledAt?: string;
};

/** An entry of the highlevel register: a delegate's ticket for the high-level meeting. */
export type HighlevelEntryDocument = PersonFields & {
  readonly id: string;
  eventId: string;
  position: string;
  organisation: string;
  delegation: string;
  phone: string;
  companion?: string;
  /** Seat or table, set by administrators. */
  seat?: string;
  createdAt: string;
  cancelledAt?: string;
};

export const MAX_NATIONALDAY_GUESTS = 4;

/** An entry of the national day register: a guest's ticket for the reception. */
export type NationaldayEntryDocument = PersonFields & {
  readonly id: string;
  eventId: string;
  organisation: string;
  nationality: string;
  phone: string;
  /** Accompanying guests, 0 to MAX_NATIONALDAY_GUESTS. */
  guests: number;
  createdAt: string;
  cancelledAt?: string;
};
