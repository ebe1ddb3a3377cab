import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopBar } from './top-bar';

const meta = { title: 'Layout/Top bar', component: TopBar } satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  args: { adminMode: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    await expect(bar.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    await expect(bar.getByRole('button', { name: 'Checkin' })).toBeVisible();
    await expect(bar.queryByRole('link', { name: 'Settings' })).toBeNull();
  },
};

export const DoorStaff: Story = {
  args: { adminMode: false, doorMode: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('button', { name: 'Scan QR' })).toBeVisible();
    await expect(bar.queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(bar.queryByRole('link', { name: 'Resources' })).toBeNull();
    await expect(bar.queryByRole('button', { name: 'Checkin' })).toBeNull();
  },
};

export const Admin: Story = {
  args: { adminMode: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(bar.getByRole('button', { name: 'Scan QR' })).toBeVisible();
    await expect(bar.queryByRole('link', { name: 'Resources' })).toBeNull();
  },
};
