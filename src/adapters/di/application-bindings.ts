import type { Container } from 'inversify';
import { EventCatalog } from '../../application/events/event-catalog.use-case';
import { CollectionExport } from '../../application/exports/download-collection-csv.use-case';
import { systemClock, type Clock } from '../../application/ports/clock.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { FileSaver } from '../../application/ports/file-saver.port';
import { TOKENS, type AppMode } from '../../application/tokens';
import { browserFileSaver } from '../browser/browser-file-saver';

/**
 * The use cases, bound the same way in every mode. The application layer stays free of
 * Inversify: its classes take their ports in the constructor and are built here.
 */
export function bindApplication(container: Container, mode: AppMode, clock: Clock = systemClock): void {
  container.bind(TOKENS.appMode).toConstantValue(mode);
  container.bind(TOKENS.clock).toConstantValue(clock);
  container.bind(TOKENS.fileSaver).toConstantValue(browserFileSaver);
  container
    .bind(TOKENS.eventCatalog)
    .toResolvedValue((store: DocumentStore, time: Clock) => new EventCatalog(store, time), [TOKENS.documentStore, TOKENS.clock])
    .inSingletonScope();
  container
    .bind(TOKENS.collectionExport)
    .toResolvedValue((store: DocumentStore, files: FileSaver) => new CollectionExport(store, files), [TOKENS.documentStore, TOKENS.fileSaver])
    .inSingletonScope();
}
