import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, pendingCatalog, sampleEvent } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { SAMPLE_TICKET, oneTicketDesk } from '../registration/ticket-desk.fakes';
import { HomePage } from './home-page';

const meta = { title: 'Pages/Home', component: HomePage } satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const next = within(page.getByRole('region', { name: 'Next events' }));
    await expect(await next.findAllByRole('article')).toHaveLength(3);
    await expect(await page.findByRole('heading', { level: 1, name: 'Rollcall Demo Events' })).toBeVisible();
    for (const action of ['Register', 'Check in', 'Feedback', 'Resources']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${action}`) })).toBeVisible();
    }
  },
};

/** A signed-in visitor also sees their tickets. */
export const SignedInVisitor: Story = {
  parameters: { rollcall: { signedInAs: 'visitor' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const tickets = within(await within(canvasElement).findByRole('region', { name: 'Your tickets' }));
    await expect(await tickets.findByRole('link', { name: 'Open Source Summit 2026' })).toBeVisible();
  },
};

/** A signed-in visitor at the venue without network: the tickets their device kept, said to be so. */
export const SignedInVisitorWithoutNetwork: Story = {
  parameters: {
    rollcall: {
      signedInAs: 'visitor',
      overrides: [
        override(TOKENS.ticketDesk, {
          ...oneTicketDesk,
          ticketsOf: async () => [{ ...SAMPLE_TICKET, keptAt: '2026-11-30T18:05:00.000Z' }],
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const tickets = within(await within(canvasElement).findByRole('region', { name: 'Your tickets' }));
    await expect(await tickets.findByRole('link', { name: SAMPLE_TICKET.event.title })).toBeVisible();
    await expect(
      tickets.getByText('No connection to the server: these are the tickets this device kept. Each one’s QR code works at the door.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No upcoming events yet.')).toBeVisible();
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

/** Firebase mode, a visitor offline with a cached copy: the next events, said to be the copy. */
export const DeviceCopy: Story = {
  parameters: { rollcall: { server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The server is not answering: this is this device’s copy of the events, and it may be out of date.'),
    ).toBeVisible();
    await expect(within(page.getByRole('region', { name: 'Next events' })).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/**
 * The events read, their seats still being counted (a slow network): the cards show at once, and
 * the seats line says it is counting, keeping its place so that nothing moves when the count comes.
 */
export const CountingSeats: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.eventCatalog, {
          watchTimeline: (onChange) => {
            onChange({ upcoming: [{ ...sampleEvent({ title: 'Harbour Night' }), seatsTaken: null }], past: [] }, { confirmed: true });
            return () => undefined;
          },
          watchSeatsTaken: () => () => undefined,
          findByIdOrSlug: () => Promise.resolve(null),
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('article', { name: 'Harbour Night' }));
    await expect(card.getByText('Counting seats…')).toBeVisible();
    await expect(card.queryByText('Full')).toBeNull();
  },
};
