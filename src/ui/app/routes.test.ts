import { describe, expect, it } from 'vitest';
import { firstDataAt } from './routes';

describe('what a page opened from a link shows first (asked before the data layer arrives)', () => {
  it.each([
    ['/events/summit', 'summit'],
    ['/summit', 'summit'],
    ['/register/summit', 'summit'],
    ['/events/Zm9vYmFy', 'Zm9vYmFy'],
  ])('%s shows the event %s', (path, idOrSlug) => {
    expect(firstDataAt(path)).toEqual({ kind: 'event', idOrSlug });
  });

  it.each(['/', '/events'])('%s shows the events list', (path) => {
    expect(firstDataAt(path)).toEqual({ kind: 'events' });
  });

  it.each(['/register', '/resources', '/feedback/summit', '/checkin/summit', '/admin/users', '/scanner', '/login', '/waiting/entry-1'])(
    '%s is none of those',
    (path) => {
      expect(firstDataAt(path)).toBeNull();
    },
  );
});
