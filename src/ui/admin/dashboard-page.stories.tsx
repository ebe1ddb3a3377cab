import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { failingDashboard, pendingDashboard } from './admin.fakes';
import { DashboardPage } from './dashboard-page';
import { sampleEvent } from '../events/event-catalog.fakes';

const meta = { title: 'Admin/Dashboard', component: DashboardPage } satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/checked in of 120/)).toBeVisible();
    await expect(page.getByText(/of 5, from \d+ ratings/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visitors’ countries' })).toBeVisible();
    await expect(page.getByText('Nobody is waiting for a seat.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No feedback yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.dashboard, pendingDashboard)] } satisfies RollcallStoryParameters },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.dashboard, failingDashboard('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};

export const ServerNotAnswering: Story = {
  parameters: { rollcall: { server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The server is not answering: this is this device’s copy of the figures, and it may be out of date.'),
    ).toBeVisible();
    await expect(page.getByText(/checked in of 120/)).toBeVisible();
  },
};

export const WaitingLists: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.dashboard, {
          watch: (onChange) => {
            const events = [
              sampleEvent({ id: 'workshop', title: 'Workshop: Accessible Forms', seatsTaken: 10 }),
              sampleEvent({ id: 'gala', title: 'Annual Gala' }),
            ];
            const waiting = new Map([['workshop', { waiting: 3, offered: 1 }]]);
            onChange({ events, checkIns: [], passes: [], feedback: [], ticketHolders: [], waiting }, { confirmed: true });
            return () => undefined;
          },
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const waiting = await within(canvasElement).findByRole('region', { name: 'Waiting lists' });
    await expect(waiting).toHaveTextContent('Workshop: Accessible Forms: 3 waiting, 1 seat held for them');
    await expect(waiting).not.toHaveTextContent('Annual Gala');
  },
};

/** Someone checked in went out: the progress says who is inside now. */
export const InsideNow: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.dashboard, {
          watch: (onChange) => {
            const now = new Date();
            const event = sampleEvent({
              id: 'gala',
              title: 'Annual Gala',
              seatsTaken: 3,
              startsAt: new Date(now.getTime() - 3_600_000).toISOString(),
              endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
            });
            const checkIn = (ticketId: string) => ({
              id: `gala_${ticketId}`,
              eventId: 'gala',
              ticketId,
              foundInCollection: 'registrations' as const,
              name: ticketId,
              email: `${ticketId}@x.org`,
              at: now.toISOString(),
              by: 's',
              method: 'qr' as const,
              device: 'North',
            });
            const exit = {
              id: 'gala_A_1',
              eventId: 'gala',
              ticketId: 'A',
              number: 1,
              kind: 'exit' as const,
              name: 'A',
              at: now.toISOString(),
              by: 's',
              device: 'South',
            };
            onChange(
              {
                events: [event],
                checkIns: [checkIn('A'), checkIn('B')],
                passes: [exit],
                feedback: [],
                ticketHolders: [],
                waiting: new Map(),
              },
              { confirmed: true },
            );
            return () => undefined;
          },
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('2 checked in of 3, 1 inside now')).toBeVisible();
    await expect(page.getByText('Per door: North 2 in, 0 out · South 0 in, 1 out')).toBeVisible();
  },
};
