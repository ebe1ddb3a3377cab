/**
 * What a visitor's page shows first: one event (its id or slug), with a ticket of it on a
 * ticket's page (`/register/:event?ticket=…`), or the events list.
 */
export type FirstData = { kind: 'event'; idOrSlug: string; ticketId?: string } | { kind: 'events' };

/**
 * The first segment of every page of the route table (routes.tsx) other than an event's short
 * link `/:id`, which is any other single segment. first-data.test.ts holds the two together.
 */
const PAGES_BESIDE_SHORT_LINKS: ReadonlySet<string> = new Set([
  'login',
  'admin-login',
  'admin',
  'settings',
  'scanner',
  'feedback',
  'events',
  'checkin',
  'register',
  'resources',
]);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What the page at `pathname` shows first, if it is one of the visitors' pages opened from a
 * link: the event (`/events/:id`, `/:id`, `/register/:event`, and on the last the ticket its
 * `search` names) or the events list (`/`, `/events`). The page's early script asks for it
 * before the app's code has arrived, so this reads the path without the route table (which
 * brings every page with it).
 */
export function firstDataAt(pathname: string, search = ''): FirstData | null {
  // One trailing slash is the same page, as for the router.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!path.startsWith('/')) return null;
  if (path === '/' || path === '/events') return { kind: 'events' };
  const segments = path.slice(1).split('/').map(decoded);
  const [first, second] = segments;
  if (segments.length > 2 || segments.some((segment) => !segment)) return null;
  if (segments.length === 1) return first && !PAGES_BESIDE_SHORT_LINKS.has(first) ? { kind: 'event', idOrSlug: first } : null;
  if (!second || (first !== 'events' && first !== 'register')) return null;
  const ticketId = first === 'register' ? new URLSearchParams(search).get('ticket') : null;
  return ticketId ? { kind: 'event', idOrSlug: second, ticketId } : { kind: 'event', idOrSlug: second };
}
