import type { ResourceDocument } from '../../domain/resources/resource';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';

/** The resources page's list, kept live. */
export class ResourceLibrary {
  constructor(private readonly store: DocumentStore) {}

  watch(onChange: (resources: ResourceDocument[]) => void, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch('resources', {}, onChange, onError);
  }
}
