import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { failingLibrary, libraryOf, pendingLibrary } from './resource-library.fakes';
import { ResourcesPage } from './resources-page';

const meta = { title: 'Pages/Resources', component: ResourcesPage } satisfies Meta<typeof ResourcesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Practical' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Programme \(PDF\)/ })).toHaveAttribute('href', 'https://example.org/programme.pdf');
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Practical' });
    await userEvent.type(page.getByLabelText('Search resources'), 'wifi');
    await expect(await page.findByText('1 resource found.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No resources have been published yet.')).toBeVisible();
  },
};

export const UnsafeLink: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.resourceLibrary,
          libraryOf([{ id: 'x', title: 'Free prizes', description: 'A trap', url: 'javascript:alert(1)', category: 'Other', order: 1 }]),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Free prizes')).toBeVisible();
    await expect(page.queryByRole('link', { name: /Free prizes/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.resourceLibrary, pendingLibrary)] } satisfies RollcallStoryParameters },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.resourceLibrary, failingLibrary('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};

export const DeviceCopy: Story = {
  parameters: { rollcall: { server: 'confirming' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This device’s copy of the resources; waiting for the server to confirm it.')).toBeVisible();
    await expect(page.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  },
};
