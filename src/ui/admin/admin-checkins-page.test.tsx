import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import * as stories from './admin-checkins-page.stories';
import * as dashboardStories from './dashboard-page.stories';

const { Full } = composeStories(stories);
const Dashboard = composeStories(dashboardStories);

describe('AdminCheckinsPage', () => {
  it('filters by event and takes a check-in back', async () => {
    await renderStory(Full);
    const before = await screen.findByText(/^\d+ check-ins\.$/);
    const total = Number(before.textContent?.split(' ')[0]);
    // The events come from their own live query, which may answer after the check-ins.
    await userEvent.selectOptions(screen.getByLabelText('Event'), await screen.findByRole('option', { name: 'Spring Hackathon' }));
    expect(await screen.findByText('51 check-ins.')).toBeInTheDocument();
    const [undo] = await screen.findAllByRole('button', { name: /^Undo the check-in of/ });
    await userEvent.click(undo as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(await screen.findByText('50 check-ins.')).toBeInTheDocument();
    expect(total).toBeGreaterThan(51);
  });
});

describe('DashboardPage', () => {
  it('shows registrations, check-ins and who is inside now per event in words as well as bars', async () => {
    await renderStory(Dashboard.Full);
    // The demo's running event: some people went out again 90 minutes after arriving.
    const [, checkedIn, inside] =
      /^(\d+) checked in of 120, (\d+) inside now$/.exec((await screen.findByText(/^\d+ checked in of 120/)).textContent ?? '') ?? [];
    expect(Number(inside)).toBeLessThan(Number(checkedIn));
    expect(screen.getByText('120 registered of 300 seats')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Arrivals per quarter of an hour' })).toBeInTheDocument();
  });
});
