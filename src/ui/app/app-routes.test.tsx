import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStory } from '../../../tests/support/render-story';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './app-routes.stories';
import { routes } from './routes';

const {
  UnknownPath,
  AdminPageSignedOut,
  ForgedAdminCookie,
  AdminDashboard,
  EventWhileDataLayerLoads,
  HomeWhileDataLayerLoads,
  LazyPageOpenedFromALink,
} = composeStories(stories);

function cookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

describe('the route table', () => {
  it('names every route of the product by its route name, and the cookie-persist guard', () => {
    const ids: string[] = [];
    const collect = (list: typeof routes) =>
      list.forEach((route) => {
        if (route.id) ids.push(route.id);
        if (route.children) collect(route.children);
      });
    collect(routes);
    expect(ids).toEqual(
      expect.arrayContaining([
        'cookie-persist',
        'index',
        'id',
        'login',
        'admin-login',
        'admin',
        'admin-users',
        'admin-events',
        'admin-checkins',
        'admin-highlevel-register',
        'admin-nationalday-register',
        'scanner',
        'feedback',
        'feedback-id',
        'events',
        'events-id',
        'checkin',
        'checkin-event',
        'register',
        'register-event',
        'resources',
        'settings',
      ]),
    );
  });

  it('answers an unknown path with "Page not found: {path}"', async () => {
    await renderStory(UnknownPath);
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });
});

describe('before the data layer has loaded', () => {
  it("shows the top bar and the page's loading state, not a blank screen", async () => {
    await renderStory(EventWhileDataLayerLoads);
    expect(await screen.findByRole('link', { name: 'Resources' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("shows the home page's welcome and actions, and waits only for the events", async () => {
    await renderStory(HomeWhileDataLayerLoads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rollcall' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Check in/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the events…');
  });
});

describe('a page that loads lazily', () => {
  it('shows the frame and a loading state while its code arrives, then the page', async () => {
    const warn = vi.spyOn(console, 'warn');
    await renderStory(LazyPageOpenedFromALink);
    // The router waits for the page's code before its first render of the route.
    expect(screen.getByRole('link', { name: 'Resources' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
  });
});

describe('access to the admin area', () => {
  it('sends a signed-out visitor to the administrator sign-in', async () => {
    await renderStory(AdminPageSignedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('shows the admin top bar for a forged admin cookie, and no admin page', async () => {
    await renderStory(ForgedAdminCookie);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeInTheDocument();
    const bar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(bar.getByRole('button', { name: 'Scan QR' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Organisation name')).toBeNull();
    // A cookie found while nobody is signed in is display only: left as it was.
    expect(cookie('user')).toContain('"admin":true');
  });

  it('lets the signed-in admin in, writes the user cookie, and clears it on sign-out', async () => {
    await renderStory(AdminDashboard);
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    await expect.poll(() => cookie('user')).toContain('"email":"admin@rollcall.test"');
    expect(JSON.parse(cookie('user') ?? '{}')).toEqual({ id: 'demo-admin', email: 'admin@rollcall.test', name: 'Alex Admin', admin: true });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(cookie('user')).toBeUndefined();
  });
});
