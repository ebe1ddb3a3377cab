import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { CheckinEventPage } from './checkin-event-page';

const at = (url: string, extra: RollcallStoryParameters = {}) => ({
  rollcall: { route: { url, pattern: '/checkin/:event' }, ...extra } satisfies RollcallStoryParameters,
});

const meta = { title: 'Pages/Self check-in', component: CheckinEventPage, parameters: at('/checkin/summit') } satisfies Meta<
  typeof CheckinEventPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

async function byEmail(canvasElement: HTMLElement, email: string) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('E-mail'), email);
  await userEvent.click(page.getByRole('button', { name: 'Check in' }));
}

export const ByEmail: Story = {
  play: async ({ canvasElement }) => {
    await byEmail(canvasElement, 'visitor@rollcall.test');
    await expect(await within(canvasElement).findByText('Checked in')).toBeVisible();
  },
};

export const AlreadyCheckedIn: Story = {
  play: async ({ canvasElement }) => {
    await byEmail(canvasElement, 'visitor@rollcall.test');
    await within(canvasElement).findByText('Checked in');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check in' }));
    await expect(await within(canvasElement).findByText('Already checked in')).toBeVisible();
  },
};

export const NoTicketForEmail: Story = {
  play: async ({ canvasElement }) => {
    await byEmail(canvasElement, 'stranger@example.org');
    await expect(await within(canvasElement).findByText('Not registered for this event')).toBeVisible();
  },
};

export const EmailNeedsSignIn: Story = {
  parameters: at('/checkin/summit', {
    overrides: [
      override(TOKENS.checkInAttendee, {
        checkIn: () => Promise.resolve({ kind: 'email-needs-sign-in' }),
        admitFromList: () => Promise.reject(new Error('Self check-in never admits from a list.')),
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await byEmail(canvasElement, 'someone@example.org');
    await expect(await within(canvasElement).findByText('Sign in to check in by e-mail')).toBeVisible();
  },
};

export const UnknownTicket: Story = {
  parameters: at('/checkin/summit?ticket=AAAAAAAAAAAAAAAAAAAA'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Check in with this ticket' }));
    await expect(await within(canvasElement).findByText('Unknown ticket')).toBeVisible();
  },
};

export const NotOpenYet: Story = {
  parameters: at('/checkin/offline-first'),
  play: async ({ canvasElement }) => {
    await byEmail(canvasElement, 'visitor@rollcall.test');
    await expect(await within(canvasElement).findByText('Check-in is not open')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await byEmail(canvasElement, 'visitor@');
    await expect(await within(canvasElement).findByText('Enter an e-mail address like name@example.org.')).toBeVisible();
  },
};

export const UnknownEvent: Story = {
  parameters: at('/checkin/no-such-event'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found: /checkin/no-such-event')).toBeVisible();
  },
};

export const Loading: Story = { parameters: at('/checkin/summit', { overrides: [override(TOKENS.eventCatalog, pendingCatalog)] }) };

export const LoadFailed: Story = {
  parameters: at('/checkin/summit', { overrides: [override(TOKENS.eventCatalog, failingCatalog('Offline.'))] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};
