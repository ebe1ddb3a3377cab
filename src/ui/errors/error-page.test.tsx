import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderStory } from '../../../tests/support/render-story';
import { describe, expect, it, vi } from 'vitest';
import { errorTitle } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';
import * as stories from './error-page.stories';
import { messages as germanMessages } from '../i18n/locales/de/messages.po';

const { NotFound, DefaultStatus } = composeStories(stories);

describe('ErrorPage', () => {
  it('titles 404 "Page Not Found" and every other status "Internal Server Error"', () => {
    expect(errorTitle(404)).toBe('Page Not Found');
    expect(errorTitle(500)).toBe('Internal Server Error');
    expect(errorTitle(403)).toBe('Internal Server Error');
  });

  it('shows the status and the message', async () => {
    await renderStory(NotFound);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('defaults to 500', async () => {
    await renderStory(DefaultStatus);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });
});

/** A page that throws while rendering, under the route error boundary. */
function showBrokenPage() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('The ticket list is corrupt.');
  }
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/broken']}>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the route error page', () => {
  it('shows an error thrown while rendering a page as a 500', async () => {
    showBrokenPage();
    expect(await screen.findByText('The ticket list is corrupt.')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('follows a change of language, though the boundary that shows it is no route’s page', async () => {
    const english = { locale: i18n.locale, locales: i18n.locales, messages: i18n.messages };
    showBrokenPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    try {
      act(() => i18n.loadAndActivate({ locale: 'de', locales: ['de-DE'], messages: germanMessages }));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interner Serverfehler');
    } finally {
      act(() => i18n.loadAndActivate(english));
    }
  });
});
