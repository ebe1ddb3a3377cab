import { HIGHLEVEL_EVENT_ID, NATIONALDAY_EVENT_ID, type EventDocument } from '../../domain/events/event';
import { demoId, seededRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type EventPlan = Omit<EventDocument, 'id' | 'startsAt' | 'endsAt'> & {
  id?: string;
  /** Start in hours: from this hour for today's event, else from today's midnight (days × 24 + hour). */
  startsIn: number;
  hours: number;
  /** How many of the demo people hold a ticket. */
  tickets: number;
  /** Share of ticket holders already checked in (only for events that have started). */
  arrived: number;
};

const PLANS: EventPlan[] = [
  {
    slug: 'summit',
    title: 'Open Source Summit 2026',
    kind: 'standard',
    startsIn: -2,
    hours: 8,
    capacity: 300,
    registrationOpen: true,
    tickets: 120,
    arrived: 0.4,
    venue: 'Palais des Congrès, Hall A',
    summary: 'A day of talks and workshops on open technology, running right now.',
    description: 'Keynotes in the morning, hands-on workshops after lunch and a community fair all day.',
  },
  {
    slug: 'offline-first',
    title: 'Community Meetup: Offline-first Apps',
    kind: 'standard',
    startsIn: 7 * 24 + 18,
    hours: 3,
    capacity: 40,
    registrationOpen: true,
    tickets: 25,
    arrived: 0,
    venue: 'City Library, Room 2',
    summary: 'Short talks on apps that keep working without a network.',
    description: 'Three lightning talks, pizza, and a long discussion on sync conflicts.',
  },
  {
    slug: 'accessible-forms',
    title: 'Workshop: Accessible Forms',
    kind: 'standard',
    startsIn: 14 * 24 + 9,
    hours: 4,
    capacity: 12,
    registrationOpen: true,
    tickets: 12,
    arrived: 0,
    venue: 'Studio Ångström',
    summary: 'Build forms everyone can fill in. Full: join the next one.',
    description: 'Labels, errors, focus and screen readers, with real assistive technology users.',
  },
  {
    slug: 'privacy-roundtable',
    title: 'Data Privacy Roundtable',
    kind: 'standard',
    startsIn: 30 * 24 + 14,
    hours: 2,
    capacity: 20,
    registrationOpen: false,
    tickets: 8,
    arrived: 0,
    venue: 'University of Geneva, Uni Mail',
    summary: 'An invitation-only discussion. Registration is closed.',
    description: 'Regulators, researchers and engineers on consent and data minimisation.',
  },
  {
    slug: 'gala',
    title: 'Annual Gala',
    kind: 'standard',
    startsIn: 60 * 24 + 19,
    hours: 5,
    capacity: null,
    registrationOpen: true,
    tickets: 40,
    arrived: 0,
    venue: 'Grand Théâtre',
    summary: 'The evening of the year. No seat limit.',
    description: 'Dinner, awards and music. Evening dress optional.',
  },
  {
    slug: 'spring-hackathon',
    title: 'Spring Hackathon',
    kind: 'standard',
    startsIn: -30 * 24 + 9,
    hours: 10,
    capacity: 80,
    registrationOpen: false,
    tickets: 60,
    arrived: 0.85,
    venue: 'Campus Biotech',
    summary: 'Forty-eight teams, ten hours, one trophy.',
    description: 'Past event: thank you to every team.',
  },
  {
    slug: 'winter-lectures',
    title: 'Winter Lecture Series',
    kind: 'standard',
    startsIn: -90 * 24 + 18,
    hours: 2,
    capacity: 50,
    registrationOpen: false,
    tickets: 45,
    arrived: 0.8,
    venue: 'Auditorium Rousseau',
    summary: 'Evening lectures on the history of computing.',
    description: 'Past event: slides are in the resources.',
  },
  {
    id: HIGHLEVEL_EVENT_ID,
    slug: HIGHLEVEL_EVENT_ID,
    title: 'High-Level Meeting on Digital Cooperation',
    kind: 'highlevel',
    startsIn: 21 * 24 + 10,
    hours: 7,
    capacity: 120,
    registrationOpen: true,
    tickets: 40,
    arrived: 0,
    venue: 'Palais des Nations, Room XX',
    summary: 'Delegations and dignitaries. Register with your position.',
    description: 'Opening statements, two panels and a closing declaration. Seats are assigned by the organisers.',
  },
  {
    id: NATIONALDAY_EVENT_ID,
    slug: NATIONALDAY_EVENT_ID,
    title: 'National Day Reception',
    kind: 'nationalday',
    startsIn: 45 * 24 + 18,
    hours: 3,
    capacity: 250,
    registrationOpen: true,
    tickets: 60,
    arrived: 0,
    venue: 'Residence of the Ambassador',
    summary: 'A reception for guests and their companions.',
    description: 'Speeches at seven, music and food until nine. Up to four accompanying guests.',
  },
];

export type DemoEvent = { event: EventDocument; tickets: number; arrived: number };

/** The events' own seed: their ids do not depend on the rest of the demo (a page's first look builds them alone). */
const DEMO_EVENTS_SEED = 20_261_127;

/** The demo's events, relative to `now`: the same ids on every machine and every run. */
export function demoEvents(now: Date): DemoEvent[] {
  const random = seededRandom(DEMO_EVENTS_SEED);
  const thisHour = Math.floor(now.getTime() / HOUR) * HOUR;
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  // Placed at this device's hours: its zone is theirs. Asked once, not per event: each formatter
  // made costs about 0.2 ms here, four times that on a phone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return PLANS.map(({ startsIn, hours, tickets, arrived, id, ...fields }) => {
    // The running event is placed around the present hour; the others at a time of day.
    const start = Math.abs(startsIn) < 24 ? thisHour + startsIn * HOUR : midnight + startsIn * HOUR;
    return {
      event: {
        ...fields,
        id: id ?? demoId(random),
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + hours * HOUR).toISOString(),
        timeZone,
      },
      tickets,
      arrived,
    };
  });
}

export { DAY, HOUR };
