import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstDataAt, type FirstData } from './first-data';
import { routes } from './routes';

/** The same question asked of the route table itself, as the router will answer it. */
function byRouteTable(pathname: string): FirstData | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const id = leaf?.route.id ?? '';
  if (id === 'index' || id === 'events') return { kind: 'events' };
  const parameter = ({ 'events-id': 'id', id: 'id', 'register-event': 'event' } as Record<string, string>)[id];
  const idOrSlug = parameter ? leaf?.params[parameter] : undefined;
  return idOrSlug ? { kind: 'event', idOrSlug } : null;
}

/** Every path of the table, its parameters filled in: `summit` as any visitor's link would. */
function tablePaths(table: readonly RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const own = route.path || route.index ? [(path || '/').replace(/:\w+/g, 'summit').replace('*', 'anything/else')] : [];
    return [...own, ...tablePaths(route.children ?? [], path)];
  });
}

describe('what a page opened from a link shows first (asked by the early script, before the app)', () => {
  it.each([
    ['/events/summit', 'summit'],
    ['/summit', 'summit'],
    ['/summit/', 'summit'],
    ['/register/summit', 'summit'],
    ['/events/Zm9vYmFy', 'Zm9vYmFy'],
    ['/events/caf%C3%A9', 'café'],
  ])('%s shows the event %s', (path, idOrSlug) => {
    expect(firstDataAt(path)).toEqual({ kind: 'event', idOrSlug });
  });

  it("a ticket's page shows its event and the ticket its link names", () => {
    expect(firstDataAt('/register/summit', '?ticket=JjGtV0ZS7I50Tp8pdbp0')).toEqual({
      kind: 'event',
      idOrSlug: 'summit',
      ticketId: 'JjGtV0ZS7I50Tp8pdbp0',
    });
    // As the router reads the link: the page's own `ticketPagePath` encodes both.
    expect(firstDataAt('/register/caf%C3%A9', '?ticket=a%2Fb&utm_source=mail')).toEqual({
      kind: 'event',
      idOrSlug: 'café',
      ticketId: 'a/b',
    });
  });

  it.each([
    ['/events/summit', '?ticket=JjGtV0ZS7I50Tp8pdbp0'],
    ['/summit', '?ticket=JjGtV0ZS7I50Tp8pdbp0'],
    ['/register/summit', '?ticket='],
    ['/register/summit', '?tickets=JjGtV0ZS7I50Tp8pdbp0'],
  ])('%s%s names no ticket: only a registration page shows one', (path, search) => {
    expect(firstDataAt(path, search)).toEqual({ kind: 'event', idOrSlug: path.split('/').at(-1) });
  });

  it.each(['/', '/events', '/events/'])('%s shows the events list', (path) => {
    expect(firstDataAt(path)).toEqual({ kind: 'events' });
  });

  it.each([
    '/register',
    '/resources',
    '/feedback/summit',
    '/checkin/summit',
    '/admin/users',
    '/scanner',
    '/login',
    '/waiting/entry-1',
    '/a/b/c',
    '/%E0%A4%A',
  ])('%s is none of those', (path) => {
    expect(firstDataAt(path)).toBeNull();
  });

  const fromTable = tablePaths(routes);
  // Each path's first segment alone too: `/waiting` is no page of its own, so it is a short link.
  const firstSegments = fromTable.map((path) => `/${path.split('/')[1] ?? ''}`);
  const paths = [...new Set([...fromTable, ...firstSegments, '/summit/', '/events/', '/events/caf%C3%A9', '/a/b'])];

  it('covers every page of the route table', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/events',
        '/events/summit',
        '/summit',
        '/register/summit',
        '/admin/users',
        '/waiting/summit',
        '/waiting',
      ]),
    );
  });

  it.each(paths)('%s: the same answer as the route table', (path) => {
    expect(firstDataAt(path)).toEqual(byRouteTable(path));
  });
});
