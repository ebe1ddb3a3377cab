import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DoorListState } from '../../application/scanner/door-list';
import { DoorListStatus } from './door-list-status';

const held: DoorListState = { tickets: 2_620, updatedAt: new Date().toISOString(), live: true, copying: null, error: null };

const meta = {
  title: 'Scanner/Door list status',
  component: DoorListStatus,
  args: { state: held, online: true, app: 'kept' },
} satisfies Meta<typeof DoorListStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('status');

/** The list and the app both on the device: the door opens and admits without network, a reload included. */
export const ReadyOffline: Story = {
  play: async ({ canvasElement }) => {
    await expect(await statusOf(canvasElement)).toHaveTextContent('✓ Ready offline: 2,620 tickets, kept up to date');
  },
};

/** The list is in, the app's own download cut short by the network: scanning works, a reload would not. */
export const AppNotSavedWithoutNetwork: Story = {
  args: { state: { ...held, live: false }, online: false, app: 'keeping' },
  play: async ({ canvasElement }) => {
    const status = await statusOf(canvasElement);
    await expect(status).toHaveTextContent(/^Tickets on this device: 2,620 tickets, updated .+The app is not saved on this device yet\./);
    await expect(status).toHaveTextContent(/do not reload or close this page until the network is back\.$/);
    await expect(within(canvasElement).queryByText(/Ready offline/)).toBeNull();
  },
};

/** A browser that keeps no app (a private window, a page not served over HTTPS): said once the list is in. */
export const AppCannotBeSaved: Story = {
  args: { app: 'impossible' },
  play: async ({ canvasElement }) => {
    const status = await statusOf(canvasElement);
    await expect(status).toHaveTextContent(
      /This browser cannot save the app on this device \(a private window, or a page not served over HTTPS\)/,
    );
    await expect(within(canvasElement).queryByText(/Ready offline/)).toBeNull();
  },
};

/** The network gone before the server had even counted the tickets: no "0 of 0", a bar without an amount. */
export const CopyWaitingBeforeTheCount: Story = {
  args: { state: { ...held, tickets: null, copying: { copied: 0, total: null, waitingForNetwork: true } }, online: false },
  play: async ({ canvasElement }) => {
    const status = await statusOf(canvasElement);
    await expect(status).toHaveTextContent(/^Copying tickets to this device…\s*No connection to the server\./);
    await expect(status).not.toHaveTextContent(/ of /);
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('value');
  },
};
