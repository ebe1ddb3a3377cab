import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { useAsync } from './use-async';

/** One event by id or slug: `value` is null when there is none (the page then shows its 404). */
export function useEvent(idOrSlug: string) {
  const catalog = useService(TOKENS.eventCatalog);
  return useAsync(() => catalog.findByIdOrSlug(idOrSlug), [catalog, idOrSlug]);
}
