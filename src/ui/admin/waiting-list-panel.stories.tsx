import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { sampleEvent } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { lineAdmin, SAMPLE_LINE } from '../waiting-list/waiting-list.fakes';
import { WaitingListPanel } from './waiting-list-panel';
import { neverAnswered, saysItIsStillWaiting } from '../shared/still-waiting.fakes';

const EVENT = sampleEvent({ id: 'workshop', title: 'Workshop: Accessible Forms', holdHours: 48 });
const using = (admin: ReturnType<typeof lineAdmin>) => ({
  rollcall: { overrides: [override(TOKENS.waitingListAdmin, admin)] } satisfies RollcallStoryParameters,
});

const meta = {
  title: 'Admin/Waiting list of an event',
  component: WaitingListPanel,
  args: { event: EVENT },
  parameters: using(lineAdmin(SAMPLE_LINE)),
} satisfies Meta<typeof WaitingListPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const line = await page.findByRole('table', { name: /Waiting list of Workshop/ });
    await expect(within(line).getAllByRole('row')).toHaveLength(5);
    await expect(within(line).getByRole('row', { name: /Farid First/ })).toHaveTextContent('Seat held');
    await expect(page.getByRole('heading', { name: 'Waiting list (2 waiting)' })).toBeVisible();
    await expect(page.getByText(/held 48 hours for the first person waiting/)).toBeVisible();
  },
};

export const NothingToOffer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Offer free seats' }));
    await expect(await page.findByText(/No seat is free, or nobody is waiting/)).toBeVisible();
  },
};

/** The server takes long to answer the offer: the panel says it is still under way. */
export const OfferingStillWaiting: Story = {
  parameters: using({ ...lineAdmin(SAMPLE_LINE), offerFreeSeats: neverAnswered }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Offer free seats' }));
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Offer free seats' })).toBeDisabled();
  },
};

export const Closing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Close the waiting list' }));
    await expect(await page.findByRole('button', { name: 'Reopen the waiting list' })).toBeVisible();
    await expect(page.getByText(/Closed: nobody more can join/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: using(lineAdmin([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody has joined the waiting list.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: using(lineAdmin('pending')) };

export const LoadFailed: Story = {
  parameters: using(lineAdmin(new Error('Offline.'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};
