import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EventAttendees } from '../../application/admin/event-attendees.use-case';
import { TOKENS, type PublicApi } from '../../application/tokens';
import type { Attendee } from '../../domain/check-in/attendee-list';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { EventAttendeesPage } from './event-attendees-page';

const at = (url: string, extra: Omit<RollcallStoryParameters, 'route'> = {}) => ({
  rollcall: { route: { url, pattern: '/admin/events/:id/attendees' }, ...extra } satisfies RollcallStoryParameters,
});
const SUMMIT = '/admin/events/summit/attendees';

const meta = { title: 'Admin/Attendees', component: EventAttendeesPage, parameters: at(SUMMIT) } satisfies Meta<typeof EventAttendeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const attendeesAnswering = (watch: PublicApi<EventAttendees>['watch']): PublicApi<EventAttendees> => ({
  watch,
  download: () => undefined,
  fileName: (event) => `attendees-${event.slug}.csv`,
});

async function countsOf(page: ReturnType<typeof within>) {
  const text = (await page.findByLabelText('Counts')).textContent ?? '';
  const [registered, arrived, notArrived] = [...text.matchAll(/[\d,]+/g)].map(([digits]) => Number(digits.replaceAll(',', '')));
  return { registered: registered ?? NaN, arrived: arrived ?? NaN, notArrived: notArrived ?? NaN };
}

/** The running event: who has arrived and who has not, counted; the list filtered to those still expected. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Attendees: Open Source Summit 2026' })).toBeVisible();
    const counts = await countsOf(page);
    await expect(counts.arrived).toBeGreaterThan(0);
    await expect(counts.notArrived).toBeGreaterThan(0);
    await expect(counts.arrived + counts.notArrived).toBe(counts.registered);
    await expect(page.getAllByText(/^✓ Checked in at .+, at .+$/)[0]).toBeVisible();

    await userEvent.click(page.getByRole('radio', { name: 'Not arrived yet' }));
    await expect(await page.findByText(`${counts.registered} attendees, ${counts.notArrived} shown.`)).toBeVisible();
    await expect(page.queryAllByText(/^✓ Checked in/)).toEqual([]);
    await expect(page.getByRole('button', { name: `Download the ${counts.notArrived} shown as attendees-summit.csv` })).toBeEnabled();
  },
};

/** A name typed: the list, the download and the printout keep to those it finds. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Attendees' });
    const firstRow = within(table).getAllByRole('row')[1];
    const email = firstRow?.querySelector('.cell-stack__detail')?.textContent ?? '';
    await userEvent.type(page.getByRole('searchbox', { name: 'Search name or e-mail' }), email);
    await expect(await page.findByText(/^[\d,]+ attendees, 1 shown\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the 1 shown as attendees-summit.csv' })).toBeEnabled();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search name or e-mail' }), 'no such person');
    await expect(await page.findByText('Nobody matches the search.')).toBeVisible();
  },
};

/** Print: every line shown is on paper (not only the screenful the table holds), then the printout goes. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: 'Checked in' }));
    const { arrived } = await countsOf(page);
    const print = fn();
    const browserPrint = window.print;
    window.print = print;
    try {
      await userEvent.click(page.getByRole('button', { name: 'Print the list' }));
      await waitFor(() => expect(print).toHaveBeenCalledOnce());
      const printout = page.getByTestId('attendees-printout');
      // On screen the printout is not displayed (it is for paper): its rows are counted in the DOM.
      await expect(printout.querySelectorAll('tbody tr')).toHaveLength(arrived);
      await expect(printout).toHaveTextContent(`${arrived} listed, ${arrived} checked in when printed`);
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(page.queryByTestId('attendees-printout')).toBeNull());
    } finally {
      window.print = browserPrint;
    }
  },
};

export const Empty: Story = {
  parameters: at(SUMMIT, {
    overrides: [
      override(
        TOKENS.eventAttendees,
        attendeesAnswering((_event, onChange) => {
          onChange([], { confirmed: true });
          return () => undefined;
        }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Nobody has registered yet.')).toBeVisible();
    await expect(page.getByLabelText('Counts')).toHaveTextContent('0 registered · 0 checked in · 0 not arrived yet');
    await expect(page.getByRole('button', { name: 'Print the list' })).toBeDisabled();
  },
};

/** Everyone in: "not arrived yet" says so rather than looking broken. */
export const EveryoneArrived: Story = {
  parameters: at(SUMMIT, {
    overrides: [
      override(
        TOKENS.eventAttendees,
        attendeesAnswering((_event, onChange) => {
          const arrived: Attendee = {
            ticketId: 'T1',
            name: 'Zoë Ångström',
            email: 'zoe@example.org',
            registeredAt: '2030-04-01T10:00:00.000Z',
            arrival: { at: '2030-05-01T09:12:00.000Z', byVisitor: true, device: 'Phone' },
          };
          onChange([arrived], { confirmed: true });
          return () => undefined;
        }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/^✓ Checked in at .+, by themselves$/)).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'Not arrived yet' }));
    await expect(await page.findByText('Everyone has arrived.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at(SUMMIT, {
    overrides: [
      override(
        TOKENS.eventAttendees,
        attendeesAnswering(() => () => undefined),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the attendee list…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: at(SUMMIT, {
    overrides: [
      override(
        TOKENS.eventAttendees,
        attendeesAnswering((_event, _onChange, onError) => {
          onError(new Error('Missing or insufficient permissions.'));
          return () => undefined;
        }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The attendee list could not be loaded: Missing or insufficient permissions.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Without network: the device's copy, said to be one. */
export const ServerNotAnswering: Story = {
  parameters: at(SUMMIT, { server: 'silent' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The server is not answering: this is this device’s copy of the attendee list, and it may be out of date.'),
    ).toBeVisible();
    await expect(await page.findByLabelText('Counts')).toBeVisible();
  },
};

export const UnknownEvent: Story = {
  parameters: at('/admin/events/no-such-event/attendees'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found: /admin/events/no-such-event/attendees')).toBeVisible();
  },
};
