import { TOKENS } from '../../application/tokens';
import { storedOrFirstLook, useFirstLookEvent } from '../app/first-look';
import { useService } from '../app/services';
import { useAsync } from './use-async';

/**
 * One event by id or slug: `value` is null when there is none (the page then shows its 404).
 * Opened from a link, the page shows its first look (the event read by the page's first script)
 * until the data layer has loaded and the catalog answers. `ticketFollows`: a ticket's page
 * (useFirstLookEvent).
 */
export function useEvent(idOrSlug: string, options: { ticketFollows?: boolean } = {}) {
  const early = useFirstLookEvent(idOrSlug, options);
  const catalog = useService(TOKENS.eventCatalog, { wait: early.status === 'none' });
  const state = useAsync(catalog ? () => catalog.findByIdOrSlug(idOrSlug) : null, [catalog, idOrSlug]);
  return storedOrFirstLook(state, early);
}
