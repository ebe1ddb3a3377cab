import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../app/routes';
import { errorTitle } from './error-page';
import { RouteErrorPage } from './route-error-page';
import * as stories from './error-page.stories';

const { NotFound, DefaultStatus } = composeStories(stories);

describe('ErrorPage', () => {
  it('titles 404 "Page Not Found" and every other status "Internal Server Error"', () => {
    expect(errorTitle(404)).toBe('Page Not Found');
    expect(errorTitle(500)).toBe('Internal Server Error');
    expect(errorTitle(403)).toBe('Internal Server Error');
  });

  it('shows the status and the message', async () => {
    await NotFound.run();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('defaults to 500', async () => {
    await DefaultStatus.run();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });
});

describe('the route table', () => {
  it('answers an unknown nested path with "Page not found: {path}"', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin/no-such-section'] })} />);
    expect(await screen.findByText('Page not found: /admin/no-such-section')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('sends an error thrown while rendering a page to the 500 page, top bar kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The ticket list is corrupt.');
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <p>Layout</p>, errorElement: <RouteErrorPage />, children: [] }, { path: '/broken', element: <Broken />, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('The ticket list is corrupt.')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('names every route of SPEC §2 by its route name', () => {
    const ids: string[] = [];
    const collect = (list: typeof routes) =>
      list.forEach((route) => {
        if (route.id) ids.push(route.id);
        if (route.children) collect(route.children);
      });
    collect(routes);
    expect(ids).toEqual(
      expect.arrayContaining([
        'index', 'id', 'login', 'admin-login', 'admin', 'admin-users', 'admin-events', 'admin-checkins',
        'admin-highlevel-register', 'admin-nationalday-register', 'scanner', 'feedback', 'feedback-id', 'events',
        'events-id', 'checkin', 'checkin-event', 'register', 'register-event', 'resources',
      ]),
    );
  });
});
