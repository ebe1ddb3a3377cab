import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { CheckinPage } from './checkin-page';

const meta = { title: 'Pages/Check in', component: CheckinPage } satisfies Meta<typeof CheckinPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Open Source Summit 2026/ })).toBeVisible();
  },
};

export const NothingToday: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No event is open for check-in today/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, pendingCatalog)] } satisfies RollcallStoryParameters },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, failingCatalog('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};
