import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import * as stories from './resources-page.stories';

const { Full, UnsafeLink } = composeStories(stories);

describe('ResourcesPage', () => {
  it('groups by category and narrows with the search, accents and punctuation aside', async () => {
    await renderStory(Full);
    expect((await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual([
      'Downloads',
      'Policies',
      'Practical',
      'Programme',
    ]);
    await userEvent.type(screen.getByLabelText('Search resources'), 'code conduct');
    expect(await screen.findByText('1 resource found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Code of conduct/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search resources'));
    await userEvent.type(screen.getByLabelText('Search resources'), 'zzzz');
    expect(await screen.findByText('No resource matches your search.')).toBeInTheDocument();
  });

  it('never makes a javascript: address clickable', async () => {
    await renderStory(UnsafeLink);
    expect(await screen.findByText('Free prizes')).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
