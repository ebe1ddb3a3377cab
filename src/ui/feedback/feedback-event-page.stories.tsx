import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RollcallStoryParameters } from '../shared/story-parameters';
import { FeedbackEventPage } from './feedback-page';

const at = (url: string) => ({ rollcall: { route: { url, pattern: '/feedback/:id' } } satisfies RollcallStoryParameters });

const meta = {
  title: 'Pages/Feedback on an event',
  component: FeedbackEventPage,
  parameters: at('/feedback/spring-hackathon'),
} satisfies Meta<typeof FeedbackEventPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: /5 – Excellent/ })).toBeVisible();
  },
};

export const NotStarted: Story = {
  parameters: at('/feedback/gala'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Feedback opens when the event starts/)).toBeVisible();
  },
};

export const UnknownEvent: Story = {
  parameters: at('/feedback/no-such-event'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found: /feedback/no-such-event')).toBeVisible();
  },
};
