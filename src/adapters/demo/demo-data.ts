import type { CollectionDocuments } from '../../application/ports/collections';
import { doorPassId, type DoorPassDocument } from '../../domain/check-in/door-pass';
import { checkInId, type CheckInDocument } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import type { PersonDocument } from '../../domain/people/person';
import type { HighlevelEntryDocument, NationaldayEntryDocument, RegistrationDocument } from '../../domain/registrations/registration';
import { APP_SETTINGS_ID } from '../../domain/settings/settings';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { demoEvents, HOUR, type DemoEvent } from './demo-events';
import { demoDuplicates, demoPeople } from './demo-people';
import { DEMO_RESOURCES } from './demo-resources';
import { demoId, integerBetween, pick, seededRandom, shuffled, type Random } from './random';

export type DemoData = { [C in keyof CollectionDocuments]: Array<CollectionDocuments[C]> };

const DEMO_SEED = 20_261_122;
const DEVICES = ['Door laptop 1', 'Door laptop 2', 'Staff phone'] as const;
const POSITIONS = ['Minister', 'Ambassador', 'Permanent Representative', 'Director-General', 'Adviser'] as const;
const DELEGATIONS = ['Switzerland', 'Ghana', 'Japan', 'Brazil', 'Norway', 'Kenya', 'Chile', 'India'] as const;
const NATIONALITIES = ['Swiss', 'French', 'Italian', 'Ghanaian', 'Japanese', 'Brazilian', 'Polish'] as const;
const COMMENTS = [
  'Great talks, the workshop was the best part.',
  'Check-in took seconds. More coffee please!',
  'Room was too warm in the afternoon.',
  'Loved it — see you next year.',
  'Could not hear the speaker at the back.',
  'Très bien organisé, merci !',
] as const;

/** The demo visitor account's person: holds tickets, so "my tickets" has something to show. */
function demoVisitor(now: Date): PersonDocument {
  return {
    id: 'demo-visitor-person',
    email: 'visitor@rollcall.test',
    name: 'Vera Visitor',
    organisation: 'City Library',
    country: 'Switzerland',
    city: 'Geneva',
    createdAt: new Date(now.getTime() - 30 * 24 * HOUR).toISOString(),
    source: 'demo',
  };
}

function personFields(person: PersonDocument) {
  const { id: _id, createdAt: _createdAt, source: _source, ...fields } = person;
  return fields;
}

function ticketsFor(random: Random, people: readonly PersonDocument[], { event, tickets }: DemoEvent, now: Date) {
  // The demo visitor (first person) holds a ticket for every standard event.
  const [visitor, ...others] = people;
  const holders = event.kind === 'standard' && visitor ? [visitor, ...shuffled(random, others)] : shuffled(random, people);
  return holders.slice(0, tickets).map((person) => ({
    id: demoId(random),
    eventId: event.id,
    createdAt: new Date(Math.min(Date.parse(event.startsAt), now.getTime()) - integerBetween(random, 1, 30) * 24 * HOUR).toISOString(),
    ...personFields(person),
  }));
}

function highlevelEntry(random: Random, ticket: RegistrationDocument): HighlevelEntryDocument {
  return {
    ...ticket,
    eventId: 'highlevel',
    position: pick(random, POSITIONS),
    organisation: ticket.organisation ?? 'Permanent Mission',
    delegation: pick(random, DELEGATIONS),
    phone: ticket.phone ?? '+41 22 000 00 00',
    ...(random() < 0.3 ? { companion: 'Accompanying adviser' } : {}),
    ...(random() < 0.5 ? { seat: `Table ${integerBetween(random, 1, 12)}` } : {}),
  };
}

function nationaldayEntry(random: Random, ticket: RegistrationDocument): NationaldayEntryDocument {
  return {
    ...ticket,
    eventId: 'nationalday',
    organisation: ticket.organisation ?? 'Private guest',
    nationality: pick(random, NATIONALITIES),
    phone: ticket.phone ?? '+41 22 000 00 00',
    guests: integerBetween(random, 0, 4),
  };
}

function arrivals(random: Random, demo: DemoEvent, tickets: readonly RegistrationDocument[], now: Date): CheckInDocument[] {
  const start = Date.parse(demo.event.startsAt);
  const until = Math.min(Date.parse(demo.event.endsAt), now.getTime());
  if (until <= start) return [];
  // From the end of the list: the demo visitor, first, is still to arrive at today's event.
  const arrivedCount = Math.round(tickets.length * demo.arrived);
  return tickets.slice(tickets.length - arrivedCount).map((ticket) => {
    const method = pick(random, ['qr', 'qr', 'qr', 'manual', 'self'] as const);
    return {
      id: checkInId(demo.event.id, ticket.id),
      eventId: demo.event.id,
      ticketId: ticket.id,
      foundInCollection: ticketCollectionFor(demo.event.kind),
      name: ticket.name,
      email: ticket.email,
      // Most people arrive in the first hour, the rest trickle in.
      at: new Date(start - 15 * 60_000 + Math.floor(random() ** 2 * (until - start + 15 * 60_000))).toISOString(),
      by: method === 'self' ? 'self' : 'demo-admin',
      method,
      device: method === 'self' ? 'Visitor phone' : pick(random, DEVICES),
      ...(ticket.country ? { country: ticket.country } : {}),
      ...(ticket.city ? { city: ticket.city } : {}),
    };
  });
}

function feedbackFor(random: Random, event: EventDocument | null, count: number, now: Date): FeedbackDocument[] {
  return Array.from({ length: count }, () => ({
    id: demoId(random),
    eventId: event?.id ?? '',
    rating: pick(random, [3, 4, 4, 5, 5, 5, 2]),
    comment: pick(random, COMMENTS),
    // After the event's end (or in the last month for general feedback), never in the future.
    createdAt: new Date(
      Math.min(now.getTime(), Date.parse(event?.startsAt ?? now.toISOString()) + integerBetween(random, 1, 30 * 24) * HOUR) -
        (event ? 0 : integerBetween(random, 1, 30 * 24) * HOUR),
    ).toISOString(),
  }));
}

/** The demo data set, relative to `now`: a live event today, upcoming and past ones, both registers. */
export function buildDemoData(now: Date): DemoData {
  const random = seededRandom(DEMO_SEED);
  const people = [demoVisitor(now), ...demoPeople(random, 300, now)];
  const events = demoEvents(now);
  const data: DemoData = {
    events: events.map(({ event }) => event),
    users: [...people, ...demoDuplicates(random, people, now)],
    registrations: [],
    highlevelRegister: [],
    nationaldayRegister: [],
    checkins: [],
    doorPasses: [],
    feedback: feedbackFor(random, null, 12, now),
    resources: DEMO_RESOURCES,
    settings: [
      {
        id: APP_SETTINGS_ID,
        organisationName: 'Rollcall Demo Events',
        defaultScannerEventId: events[0]?.event.id ?? '',
        scannerSound: true,
      },
    ],
  };
  for (const demo of events) {
    const tickets = ticketsFor(random, people, demo, now);
    if (demo.event.kind === 'highlevel') data.highlevelRegister.push(...tickets.map((ticket) => highlevelEntry(random, ticket)));
    else if (demo.event.kind === 'nationalday') data.nationaldayRegister.push(...tickets.map((ticket) => nationaldayEntry(random, ticket)));
    else data.registrations.push(...tickets);
    data.checkins.push(...arrivals(random, demo, tickets, now));
    if (Date.parse(demo.event.startsAt) < now.getTime()) data.feedback.push(...feedbackFor(random, demo.event, 15, now));
  }
  data.doorPasses.push(...exits(data.checkins, now));
  return data;
}

/**
 * One person in seven leaves through the exit door 90 minutes after arriving, if that time has
 * come: "inside now" differs from "checked in" in the demo. Derived from the check-ins alone
 * (no draw from the seeded sequence), so the rest of the demo data stays as it was.
 */
function exits(checkIns: readonly CheckInDocument[], now: Date): DoorPassDocument[] {
  return checkIns.flatMap((checkIn, index) => {
    const at = Date.parse(checkIn.at) + 90 * 60_000;
    if (index % 7 !== 3 || at > now.getTime()) return [];
    return [
      {
        id: doorPassId(checkIn.eventId, checkIn.ticketId, 1),
        eventId: checkIn.eventId,
        ticketId: checkIn.ticketId,
        number: 1,
        kind: 'exit' as const,
        name: checkIn.name,
        at: new Date(at).toISOString(),
        by: 'demo-admin',
        device: 'Exit door',
      },
    ];
  });
}
