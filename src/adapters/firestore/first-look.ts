import type { FirstLook } from '../../application/ports/first-look.port';
import type { EventDocument } from '../../domain/events/event';
import type { FirstRead } from './first-read';
import { EVENTS_COLLECTION, decodedAll, decodeRestDocument, documentNamed, firstWithText } from './rest-documents';

/**
 * The early read's answer as the page shows it before the data layer (Firestore Lite, Inversify,
 * the use cases) has loaded. Documents are read as the store reads them: trusted as the app wrote
 * them. Comes with the page's first script; imports nothing of the SDK.
 */
export class EarlyFirstLook implements FirstLook {
  private eventAnswer: Promise<EventDocument | null | undefined> | undefined;
  private eventsAnswer: Promise<readonly EventDocument[] | undefined> | undefined;

  constructor(private readonly read: FirstRead) {}

  event(idOrSlug: string): Promise<EventDocument | null | undefined> | undefined {
    const read = this.read;
    if (read.kind !== 'event' || read.idOrSlug !== idOrSlug) return undefined;
    this.eventAnswer ??= read.answer.then((outcome) => {
      if (!outcome.usable) return undefined;
      // As findByIdOrSlug: the event with that id first, else the first (by name) with that slug.
      const named = read.askedById ? documentNamed(outcome.documents, EVENTS_COLLECTION, idOrSlug) : undefined;
      const found = named ?? firstWithText(outcome.documents, 'slug', idOrSlug);
      return found === undefined ? null : (decodeRestDocument(found) as EventDocument | undefined);
    });
    return this.eventAnswer;
  }

  events(): Promise<readonly EventDocument[] | undefined> | undefined {
    if (this.read.kind !== 'all-events') return undefined;
    this.eventsAnswer ??= this.read.answer.then((outcome) =>
      outcome.usable ? (decodedAll(outcome.documents) as EventDocument[] | undefined) : undefined,
    );
    return this.eventsAnswer;
  }
}
