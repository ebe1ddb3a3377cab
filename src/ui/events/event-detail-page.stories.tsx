import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { failingCatalog, pendingCatalog } from './event-catalog.fakes';
import { EventDetailPage } from './event-detail-page';

const meta = {
  title: 'Pages/Event detail',
  component: EventDetailPage,
  parameters: { rollcall: { route: { url: '/events/summit', pattern: '/events/:id' } } satisfies RollcallStoryParameters },
} satisfies Meta<typeof EventDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found by its slug, as the short link does. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1 })).toHaveTextContent('Open Source Summit 2026');
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Give feedback' })).toBeVisible();
  },
};

export const UnknownEvent: Story = {
  parameters: { rollcall: { route: { url: '/no-such-event', pattern: '/:id' } } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found: /no-such-event')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, pendingCatalog)] } satisfies RollcallStoryParameters },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, failingCatalog('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('The event could not be loaded: Offline.');
    // Not the 500 page: a read that failed can be tried again.
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
