import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { failingCatalog, pendingCatalog } from './event-catalog.fakes';
import { EventsPage } from './events-page';

const meta = {
  title: 'Pages/Events',
  component: EventsPage,
  parameters: { rollcall: { route: { url: '/events' } } satisfies RollcallStoryParameters },
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo data: a running event, upcoming ones and past ones. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const upcoming = within(await page.findByRole('region', { name: 'Upcoming' }));
    await expect(await upcoming.findByRole('link', { name: 'Open Source Summit 2026' })).toBeVisible();
    await expect(upcoming.getByText('Happening now')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Upcoming' });
    await userEvent.type(page.getByLabelText('Search events'), 'hackathon');
    await expect(await page.findByText('1 event matches “hackathon”.')).toBeVisible();
    await expect(page.getByText('No upcoming event matches your search.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty', route: { url: '/events' } } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No upcoming events yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, pendingCatalog)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the events…');
  },
};

export const LoadFailed: Story = {
  parameters: {
    rollcall: {
      overrides: [override(TOKENS.eventCatalog, failingCatalog('The network is unreachable.'))],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The events could not be loaded: The network is unreachable.');
  },
};

/** Firebase mode before the server confirms: the events this device holds, and a word about it. */
export const DeviceCopy: Story = {
  parameters: { rollcall: { server: 'confirming' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Annual Gala' })).toBeVisible();
    await expect(page.getByText('This device’s copy of the events; waiting for the server to confirm it.')).toBeVisible();
  },
};

export const ServerNotAnswering: Story = {
  parameters: { rollcall: { server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The server is not answering: this is this device’s copy of the events, and it may be out of date.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Annual Gala' })).toBeVisible();
  },
};
