import { composeStories, composeStory } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStory } from '../../../tests/support/render-story';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../application/tokens';
import { override } from '../shared/story-parameters';
import { controllableCatalog, failingCatalog, sampleEvent } from './event-catalog.fakes';
import meta, * as stories from './events-page.stories';

const { Full, Empty } = composeStories(stories);

function withCatalog(catalog: Parameters<typeof override<unknown>>[1]) {
  return composeStory(
    { ...stories.Full, play: undefined, parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, catalog)] } } },
    meta,
  );
}

describe('EventsPage', () => {
  it('lists the demo events under Upcoming and Past', async () => {
    await renderStory(Full);
    const past = within(await screen.findByRole('region', { name: 'Past' }));
    expect(await past.findByRole('link', { name: 'Winter Lecture Series' })).toHaveAttribute('href', expect.stringMatching(/^\/events\//));
  });

  it('finds events whatever the case and accents of the search', async () => {
    await renderStory(Full);
    await screen.findByRole('region', { name: 'Upcoming' });
    await userEvent.type(screen.getByLabelText('Search events'), 'THEATRE');
    expect(await screen.findByText('1 event matches “THEATRE”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annual Gala' })).toBeInTheDocument();
  });

  it('says so when there are no events at all', async () => {
    await renderStory(Empty);
    expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
    expect(screen.getByText('No past events.')).toBeInTheDocument();
  });

  it('shows an event added while the page is open, without reloading', async () => {
    const catalog = controllableCatalog();
    await renderStory(withCatalog(catalog));
    act(() => catalog.emit({ upcoming: [], past: [] }));
    expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
    act(() => catalog.emit({ upcoming: [sampleEvent({ title: 'Added just now' })], past: [] }));
    expect(await screen.findByRole('link', { name: 'Added just now' })).toBeInTheDocument();
  });

  it('explains a failure and subscribes again on "Try again"', async () => {
    const catalog = failingCatalog('The network is unreachable.');
    await renderStory(withCatalog(catalog));
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is unreachable.');
    const before = catalog.subscriptions();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(catalog.subscriptions()).toBe(before + 1);
  });
});
