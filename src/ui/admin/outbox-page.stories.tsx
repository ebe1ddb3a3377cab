import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SentMessages } from '../../application/messages/sent-messages.use-case';
import { TOKENS, type PublicApi } from '../../application/tokens';
import type { SentMessage } from '../../domain/messages/message';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { OutboxPage } from './outbox-page';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const message = (id: string, overrides: Partial<SentMessage>): SentMessage => ({
  id,
  kind: 'ticket',
  eventId: 'workshop',
  createdAt: '2030-04-01T09:00:00.000Z',
  to: 'farid@example.org',
  body: {
    subject: 'Your ticket for Workshop: Accessible Forms',
    text: 'Hello Farid First,\n\nyou are registered.\n\nYour ticket: https://rollcall.example/register/workshop?ticket=T1',
    html: '<p>Hello</p>',
  },
  delivery: { state: 'queued' },
  ...overrides,
});

const MESSAGES: SentMessage[] = [
  message('ticket_T1', {
    body: {
      ...message('x', {}).body,
      attachments: [
        { filename: 'ticket-qr.png', contentType: 'image/png', dataUrl: PNG },
        { filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      ],
    },
    delivery: { state: 'sent', at: '2030-04-01T09:00:05.000Z' },
  }),
  message('offered_workshop_4', {
    kind: 'offered',
    to: 'sofia@example.org',
    body: { subject: 'A seat is held for you: Workshop: Accessible Forms', text: 'Hello,\n\na seat has freed.', html: '' },
    delivery: { state: 'failed', error: 'Invalid login: 535 Authentication failed' },
  }),
  message('waiting_workshop_5', {
    kind: 'waiting',
    to: 'zoe@example.org',
    body: { subject: 'On the waiting list for Workshop: Accessible Forms', text: 'You are number 2.', html: '' },
  }),
];

const showing = (messages: SentMessage[]): PublicApi<SentMessages> => ({
  watch: (onChange) => {
    onChange(messages, { confirmed: true });
    return () => undefined;
  },
});

const meta = {
  title: 'Admin/Outbox',
  component: OutboxPage,
  parameters: { rollcall: { overrides: [override(TOKENS.sentMessages, showing(MESSAGES))] } satisfies RollcallStoryParameters },
} satisfies Meta<typeof OutboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('3 messages.')).toBeVisible();
    await expect(page.getByText(/Sent/)).toBeVisible();
    await expect(page.getByText('Not sent: Invalid login: 535 Authentication failed')).toBeVisible();
    await userEvent.click(page.getByText('Your ticket for Workshop: Accessible Forms'));
    await expect(page.getByText(/Your ticket: https:\/\/rollcall.example\/register\/workshop\?ticket=T1/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Attached: ticket-qr.png' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'event.ics' })).toBeVisible();
  },
};

/** Offline mode's own outbox (the real one, on an empty store): nobody has been written to yet. */
export const Empty: Story = {
  parameters: { rollcall: { data: 'empty', overrides: [] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No message yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    rollcall: { overrides: [override(TOKENS.sentMessages, { watch: () => () => undefined })] } satisfies RollcallStoryParameters,
  },
};

export const LoadFailed: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.sentMessages, {
          watch: (_onChange, onError) => {
            onError(new Error('Missing or insufficient permissions.'));
            return () => undefined;
          },
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');
  },
};
