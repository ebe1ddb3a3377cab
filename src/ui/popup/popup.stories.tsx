import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PopupProvider, SUCCESS_VISIBLE_MS, usePopup } from './popup';

function Trigger() {
  const popup = usePopup();
  return (
    <p>
      <button type="button" className="button" onClick={() => popup.show({ kind: 'success', text: 'Checked in: Ada Lovelace.' })}>
        Show a success
      </button>{' '}
      <button
        type="button"
        className="button"
        onClick={() => popup.show({ kind: 'error', text: 'Not saved: the network is unreachable.' })}
      >
        Show an error
      </button>{' '}
      <button
        type="button"
        className="button"
        onClick={() => popup.show({ kind: 'success', about: 'sending', text: 'Sent again to ada@example.org.' })}
      >
        Show the send's outcome
      </button>
    </p>
  );
}

const meta = {
  title: 'Parts/Popup message',
  component: PopupProvider,
  args: { children: <Trigger /> },
} satisfies Meta<typeof PopupProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { initial: { kind: 'success', text: 'Settings saved.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Settings saved.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { initial: { kind: 'error', text: 'The settings were not saved: the network is unreachable.' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/network is unreachable/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss message' }));
    await expect(page.queryByText(/network is unreachable/)).toBeNull();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show an error' }));
    await expect(page.getByText(/Not saved/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByText(/Not saved/)).toBeNull();
  },
};

/** A send still under way: said politely, with its own mark, and kept until its outcome takes its place. */
export const Waiting: Story = {
  args: { initial: { kind: 'waiting', about: 'sending', text: 'Still sending: the server has not answered yet.' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const text = page.getByText('Still sending: the server has not answered yet.');
    await expect(text.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByText('Under way:')).toBeInTheDocument();
    // Longer than a success stays: a wait is not faded away while it lasts.
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_VISIBLE_MS + 500));
    await expect(text).toBeVisible();
    // Something else's success is said beside it; the send's own outcome takes its place.
    await userEvent.click(page.getByRole('button', { name: 'Show a success' }));
    await expect(page.getByText('Checked in: Ada Lovelace.')).toBeVisible();
    // Found again: a card drawn over with other words would keep the element found before.
    await expect(page.getByText('Still sending: the server has not answered yet.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: "Show the send's outcome" }));
    await expect(page.queryByText(/Still sending/)).toBeNull();
    await expect(page.getByText('Sent again to ada@example.org.')).toBeVisible();
  },
};

/**
 * An error, then at once another thing's success: both are said, each in its region, and the
 * error stays once the success has faded, until it is dismissed.
 */
export const SeveralAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show an error' }));
    await userEvent.click(page.getByRole('button', { name: 'Show a success' }));
    const error = page.getByText('Not saved: the network is unreachable.');
    await expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    await expect(page.getByText('Checked in: Ada Lovelace.').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getAllByRole('button', { name: 'Dismiss message' })).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_VISIBLE_MS + 500));
    await expect(page.queryByText('Checked in: Ada Lovelace.')).toBeNull();
    await expect(error).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByText(/Not saved/)).toBeNull();
  },
};
