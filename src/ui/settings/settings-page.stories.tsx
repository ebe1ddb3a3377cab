import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { SettingsPage } from './settings-page';
import { neverAnswered, saysItIsStillWaiting } from '../shared/still-waiting.fakes';
import { APP_SETTINGS_ID, DEFAULT_SETTINGS, type SettingsDocument } from '../../domain/settings/settings';

/** The default settings, and a save the server never answers. */
const settingsSavedSlowly = {
  watch: (onChange: (settings: SettingsDocument) => void) => {
    onChange({ ...DEFAULT_SETTINGS, id: APP_SETTINGS_ID });
    return () => undefined;
  },
  save: neverAnswered,
};

const meta = {
  title: 'Pages/Settings',
  component: SettingsPage,
  parameters: { rollcall: { route: { url: '/settings' } } satisfies RollcallStoryParameters },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types "Geneva Events" as the organisation's name and saves. */
async function renamedGenevaEventsAndSaved(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const name = await page.findByLabelText('Organisation name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Geneva Events');
  await userEvent.click(page.getByRole('button', { name: 'Save settings' }));
  return { page, name };
}

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText('Organisation name')).toHaveValue('Rollcall Demo Events');
    await expect(page.getByRole('heading', { name: 'Demo data' })).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { page } = await renamedGenevaEventsAndSaved(canvasElement);
    await expect(await page.findByText('Settings saved.')).toBeVisible();
  },
};

export const InvalidName: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByLabelText('Organisation name'));
    await userEvent.click(page.getByRole('button', { name: 'Save settings' }));
    await expect(await page.findByText('Enter the name of your organisation.')).toBeVisible();
  },
};

/** The server takes long to answer the save: the form says it is still under way, and keeps what was typed. */
export const SavingStillWaiting: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.appSettings, settingsSavedSlowly)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const { page, name } = await renamedGenevaEventsAndSaved(canvasElement);
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(name).toHaveValue('Geneva Events');
  },
};

export const Empty: Story = { parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters } };

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, pendingCatalog)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the settings…');
  },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventCatalog, failingCatalog('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};
