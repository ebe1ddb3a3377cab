import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { failingDashboard, pendingDashboard } from './admin.fakes';
import { DashboardPage } from './dashboard-page';

const meta = { title: 'Admin/Dashboard', component: DashboardPage } satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/checked in of 120/)).toBeVisible();
    await expect(page.getByText(/of 5, from \d+ ratings/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visitors’ countries' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No feedback yet.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { rollcall: { overrides: [override(TOKENS.dashboard, pendingDashboard)] } satisfies RollcallStoryParameters } };

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
    await expect(await page.findByText('The server is not answering: this is this device’s copy of the figures, and it may be out of date.')).toBeVisible();
    await expect(page.getByText(/checked in of 120/)).toBeVisible();
  },
};
