import { describe, expect, it } from 'vitest';
import { eventShownAt } from './routes';

describe('the event a page opened from a link shows (asked before the data layer arrives)', () => {
  it.each([
    ['/events/summit', 'summit'],
    ['/summit', 'summit'],
    ['/register/summit', 'summit'],
    ['/events/Zm9vYmFy', 'Zm9vYmFy'],
  ])('%s shows %s', (path, event) => {
    expect(eventShownAt(path)).toBe(event);
  });

  it.each([
    '/',
    '/events',
    '/register',
    '/resources',
    '/feedback/summit',
    '/checkin/summit',
    '/admin/users',
    '/scanner',
    '/login',
    '/waiting/entry-1',
  ])('%s shows no single event of the visitor pages', (path) => {
    expect(eventShownAt(path)).toBeNull();
  });
});
