import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_APP_UPDATES } from '../../application/ports/app-updates.port';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { UpdateOffer } from './update-offer';

const update = fn(async () => undefined);
const waitingVersion = {
  ...NO_APP_UPDATES,
  watch: (listener: (waiting: boolean) => void) => {
    listener(true);
    return () => undefined;
  },
  update,
};

const meta = { title: 'Layout/Update offer', component: UpdateOffer } satisfies Meta<typeof UpdateOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version is installed: offered, and taken only when the person chooses. */
export const NewVersionWaiting: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.appUpdates, waitingVersion)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('A new version of Rollcall is ready.')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Update now' }));
    expect(update).toHaveBeenCalledTimes(1);
    await expect(page.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  },
};

/** Nothing new (and always, where no service worker runs): nothing shown. */
export const UpToDate: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
