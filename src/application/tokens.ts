import type { Clock } from './ports/clock.port';
import type { DocumentStore } from './ports/document-store.port';
import type { FileSaver } from './ports/file-saver.port';
import type { EventCatalog } from './events/event-catalog.use-case';
import type { CollectionExport } from './exports/download-collection-csv.use-case';

/** A class's public members only: what callers rely on, and what a fake must offer. */
export type PublicApi<T> = Pick<T, keyof T>;

/** A symbol that remembers the type of the service bound to it. */
export type ServiceToken<T> = symbol & { readonly __service?: T };

function token<T>(name: string): ServiceToken<T> {
  return Symbol.for(`rollcall.${name}`) as ServiceToken<T>;
}

/** What the containers bind and the UI asks for with `useService`. */
export const TOKENS = {
  clock: token<Clock>('Clock'),
  documentStore: token<DocumentStore>('DocumentStore'),
  fileSaver: token<FileSaver>('FileSaver'),
  eventCatalog: token<PublicApi<EventCatalog>>('EventCatalog'),
  collectionExport: token<PublicApi<CollectionExport>>('CollectionExport'),
  appMode: token<AppMode>('AppMode'),
} as const;

export type AppMode = 'offline' | 'firebase' | 'emulators';

/** Lookup by token: what the Inversify container offers the UI, and all the UI may ask of it. */
export type ServiceResolver = { get<T>(token: ServiceToken<T>): T };
