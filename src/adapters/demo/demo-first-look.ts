import type { FirstLook } from '../../application/ports/first-look.port';
import type { EventDocument } from '../../domain/events/event';
import { demoEvents } from './demo-events';

/**
 * The offline build's first look: on a browser's first visit, the demo's events as the data layer
 * is about to store them (the same `now`, so the same times), shown before the data layer (Dexie,
 * the demo data, Inversify) has downloaded. A browser that already holds the data may have changed
 * it: its pages wait for the data layer, which reads what is stored. Comes with the page's first
 * script: it imports nothing of Dexie.
 */
export class DemoFirstLook implements FirstLook {
  private eventsAnswer: Promise<readonly EventDocument[] | undefined> | undefined;
  /** The same promise each time for one event: a page asks again on every render. */
  private readonly eventAnswers = new Map<string, Promise<EventDocument | null | undefined>>();

  constructor(
    private readonly seededAt: Date,
    private readonly firstVisit: Promise<boolean>,
  ) {}

  event(idOrSlug: string): Promise<EventDocument | null | undefined> {
    let answer = this.eventAnswers.get(idOrSlug);
    if (!answer) {
      answer = this.events().then((events) => {
        if (events === undefined) return undefined;
        // As EventCatalog.findByIdOrSlug: the event with that id first, else one with that slug.
        return events.find((event) => event.id === idOrSlug) ?? events.find((event) => event.slug === idOrSlug) ?? null;
      });
      this.eventAnswers.set(idOrSlug, answer);
    }
    return answer;
  }

  ticket(): undefined {
    return undefined;
  }

  events(): Promise<readonly EventDocument[] | undefined> {
    this.eventsAnswer ??= this.firstVisit.then((first) => (first ? demoEvents(this.seededAt).map(({ event }) => event) : undefined));
    return this.eventsAnswer;
  }
}
