import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import * as stories from './admin-events-page.stories';

const { Full } = composeStories(stories);

async function fill(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('AdminEventsPage', () => {
  it('creates an event with a short link made from its title', async () => {
    await renderStory(Full);
    await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
    await fill(/^Title/, 'Été Gala 2027');
    expect(screen.getByLabelText(/^Short link/)).toHaveValue('ete-gala-2027');
    await fill(/^Summary/, 'An evening');
    await fill(/^Venue/, 'Hall');
    await fill(/^Starts/, '2027-06-01T18:00');
    await fill(/^Ends/, '2027-06-01T23:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('Été Gala 2027 was created.')).toBeInTheDocument();
    expect(await screen.findByText('/ete-gala-2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the event' })).toBeNull();
  });

  it('closes registration from the list', async () => {
    await renderStory(Full);
    await userEvent.click(await screen.findByRole('button', { name: 'Open: close it for Annual Gala' }));
    expect(await screen.findByText('Registration for Annual Gala is closed.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Closed: open it for Annual Gala' })).toBeInTheDocument();
  });

  it('deletes an event after saying what goes with it', async () => {
    await renderStory(Full);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Winter Lecture Series' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      /45 registrations and 36 check-ins are deleted with it; its 15 pieces of feedback stay/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete the event' }));
    expect(await screen.findByText('Winter Lecture Series was deleted.')).toBeInTheDocument();
  });
});
