import type { ResourceDocument } from '../../domain/resources/resource';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { LiveListener } from '../live/live-result';

/** The resources page's list, kept live. */
export class ResourceLibrary {
  constructor(private readonly store: DocumentStore) {}

  watch(onChange: LiveListener<ResourceDocument[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch('resources', {}, onChange, onError);
  }
}
