import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import * as stories from './checkin-event-page.stories';

const { ByEmail, UnknownTicket, NotOpenYet } = composeStories(stories);

async function checkInWith(email: string) {
  await userEvent.type(await screen.findByLabelText('E-mail'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

describe('CheckinEventPage', () => {
  it('checks in once, then says when it already happened', async () => {
    await renderStory(ByEmail);
    await checkInWith('visitor@rollcall.test');
    expect(await screen.findByText('Checked in')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Vera Visitor!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Already checked in')).toBeInTheDocument();
    expect(screen.getByText(/Vera Visitor was checked in at .+ by self check-in/)).toBeInTheDocument();
  });

  it('says an unknown ticket is unknown', async () => {
    await renderStory(UnknownTicket);
    await userEvent.click(await screen.findByRole('button', { name: 'Check in with this ticket' }));
    expect(await screen.findByText('Unknown ticket')).toBeInTheDocument();
  });

  it('opens self check-in only on the event day', async () => {
    await renderStory(NotOpenYet);
    await checkInWith('visitor@rollcall.test');
    expect(await screen.findByText('Check-in is not open')).toBeInTheDocument();
    expect(screen.getByText(/Check-in opens on/)).toBeInTheDocument();
  });
});
