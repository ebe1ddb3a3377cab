import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { FeedbackPage } from './feedback-page';
import { exhaustedAttemptLog } from '../shared/attempt-log.fakes';
import { feedbackFirstUnanswered, feedbackKeptOnDevice } from './feedback.fakes';

const meta = { title: 'Pages/Feedback', component: FeedbackPage, parameters: { rollcall: { route: { url: '/feedback' } } } } satisfies Meta<
  typeof FeedbackPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const events = within(await within(canvasElement).findByRole('region', { name: 'Feedback on an event' }));
    await expect(await events.findByRole('link', { name: /Spring Hackathon/ })).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: /4 – Very good/ }));
    await userEvent.type(page.getByLabelText(/^Comment/), 'The <em>coffee</em> ran out.');
    await userEvent.click(page.getByRole('button', { name: 'Send feedback' }));
    await expect(await page.findByText('Thank you for your feedback!')).toBeVisible();
  },
};

const firstUnanswered = feedbackFirstUnanswered();

/** The first send got no answer: it may have landed, the form is kept, and the same form is sent again. */
export const SentWithoutAnswer: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.submitFeedback, firstUnanswered)] } satisfies RollcallStoryParameters },
  beforeEach: () => firstUnanswered.forget(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: /3 – Good/ }));
    await userEvent.type(page.getByLabelText(/^Comment/), 'Long queue at the door');
    await userEvent.click(page.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await page.findByText(
        'Your feedback may not have been sent: the server did not answer in time. When you are connected, press “Send feedback” again: it will not be stored twice.',
      ),
    ).toBeVisible();
    await expect(page.getByLabelText(/^Comment/)).toHaveValue('Long queue at the door');
    await expect(page.getByRole('radio', { name: /3 – Good/ })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Send feedback' }));
    await expect(await page.findByText('Thank you for your feedback!')).toBeVisible();
    await expect(firstUnanswered.sends).toHaveLength(2);
    await expect(firstUnanswered.sends[1]).toEqual(firstUnanswered.sends[0]);
  },
};

/** The page reloaded with a form typed and not sent (its send failed, the phone dropped the page): the form is given back. */
export const TypedBeforeReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem('rollcall.feedback.draft.general', JSON.stringify({ rating: '3', comment: 'Long queue at the door' }));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText(/^Comment/)).toHaveValue('Long queue at the door');
    await expect(page.getByRole('radio', { name: /3 – Good/ })).toBeChecked();
    await expect(page.getByLabelText(/^Name/)).toHaveValue('');
  },
};

/** A staff device without network: the feedback waits on it, and the person is told so. */
export const KeptOnThisDevice: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.submitFeedback, feedbackKeptOnDevice)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: /5 – Excellent/ }));
    await userEvent.click(page.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await page.findByText('Thank you for your feedback! It is kept on this device and sent as soon as the server can be reached.'),
    ).toBeVisible();
  },
};

export const TooManyFromThisBrowser: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.attemptLog, exhaustedAttemptLog)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: /1 – Poor/ }));
    await userEvent.type(page.getByLabelText(/^Comment/), 'Again and again');
    await userEvent.click(page.getByRole('button', { name: 'Send feedback' }));
    await expect(await page.findByText(/several feedback forms in the last few minutes/)).toBeVisible();
    await expect(page.getByLabelText(/^Comment/)).toHaveValue('Again and again');
  },
};

export const NoRating: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send feedback' }));
    await expect(await page.findByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No event has taken place yet.')).toBeVisible();
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
