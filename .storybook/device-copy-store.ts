import type { DocumentStore } from '../src/application/ports/document-store.port';

/**
 * Firebase mode before the server has answered, on the offline store: every live result is
 * reported as this device's copy, never confirmed. Everything else is the store itself.
 */
export function deviceCopyOnly(store: DocumentStore): DocumentStore {
  const watch: DocumentStore['watch'] = (collection, query, onChange, onError) =>
    store.watch(collection, query, (documents) => onChange(documents, { confirmed: false }), onError);
  return new Proxy(store, {
    get(target, property) {
      if (property === 'watch') return watch;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
