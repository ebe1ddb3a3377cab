import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { RegisterPage } from './register-page';

const meta = { title: 'Pages/Register', component: RegisterPage } satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const events = within(await page.findByRole('region', { name: 'Events' }));
    await expect(await events.findByRole('link', { name: /Community Meetup/ })).toBeVisible();
    await expect(events.queryByRole('link', { name: /Data Privacy Roundtable/ })).toBeNull();
    await expect(
      within(page.getByRole('region', { name: 'Special registers' })).getByRole('link', { name: /National Day Reception/ }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No event is open for registration right now.')).toBeVisible();
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

/** A visitor offline with nothing cached: says why nothing shows, instead of loading for ever. */
export const NoCopyAndServerNotAnswering: Story = {
  parameters: { rollcall: { data: 'empty', server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/The server is not answering, and this device holds no copy of the events yet/)).toBeVisible();
    await expect(page.queryByText('No event is open for registration right now.')).toBeNull();
  },
};
