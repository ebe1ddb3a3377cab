import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FirstLook } from '../../application/ports/first-look.port';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import type { EventDocument } from '../../domain/events/event';
import { sampleEvent } from '../events/event-catalog.fakes';
import type { RollcallStoryParameters } from '../shared/story-parameters';
import { AppRoutes } from './app-routes';

const meta = {
  title: 'App/Routes',
  component: AppRoutes,
  parameters: { rollcall: { router: false } satisfies RollcallStoryParameters },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  args: { url: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found: /no/such/page')).toBeVisible();
  },
};

/** A signed-out visitor at an admin page is sent to the administrator sign-in. */
export const AdminPageSignedOut: Story = {
  args: { url: '/admin/users' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
  },
};

/** A cookie saying admin: true shows the admin top bar, and still no admin page. */
export const ForgedAdminCookie: Story = {
  args: { url: '/settings' },
  parameters: {
    rollcall: {
      router: false,
      cookies: { user: JSON.stringify({ id: 'x', email: 'mallory@example.org', name: 'Mallory', admin: true }) },
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
    const bar = within(page.getByRole('navigation', { name: 'Main' }));
    await expect(bar.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.queryByLabelText('Organisation name')).toBeNull();
  },
};

export const AdminDashboard: Story = {
  args: { url: '/admin' },
  parameters: { rollcall: { router: false, signedInAs: 'admin' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await expect(page.getByText('admin@rollcall.test')).toBeVisible();
  },
};

/** Door staff at an admin page: told the scanner is theirs, not sent to sign in again. */
export const DoorStaffAtAnAdminPage: Story = {
  args: { url: '/admin/users' },
  parameters: { rollcall: { router: false, signedInAs: 'door' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'This page is for administrators' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the scanner' })).toHaveAttribute('href', '/scanner');
    await expect(page.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  },
};

/** Door staff open the scanner. */
export const DoorStaffAtTheScanner: Story = {
  args: { url: '/scanner' },
  parameters: { rollcall: { router: false, signedInAs: 'door' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Scan tickets' })).toBeVisible();
  },
};

/** On a slow network the frame shows before the data layer: the top bar and the page's loading state. */
export const EventWhileDataLayerLoads: Story = {
  args: { url: '/events/summit' },
  parameters: { rollcall: { router: false, servicesPending: true } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(within(page.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Resources' })).toBeVisible();
    await expect(within(page.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The home page's welcome and actions need no data: only the events wait. */
export const HomeWhileDataLayerLoads: Story = {
  args: { url: '/' },
  parameters: { rollcall: { router: false, servicesPending: true } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Register/ })).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('Loading the events…');
  },
};

/** What the early read gave, as a Firebase page's first script hands it over (a ticket's page also reads its ticket). */
function firstLookOf(events: readonly EventDocument[], ticket?: Omit<TicketView, 'event'>): FirstLook {
  const answer = Promise.resolve(events);
  // The same promise for each link, as FirstLook promises: a page asks on every render.
  const byLink = new Map<string, Promise<EventDocument | null>>();
  const tickets = new Map<string, Promise<TicketView | null>>();
  return {
    ticket: (event, ticketId) => {
      if (ticket?.ticketId !== ticketId) return undefined;
      const found = tickets.get(event.id) ?? Promise.resolve({ ...ticket, event });
      tickets.set(event.id, found);
      return found;
    },
    event: (idOrSlug) => {
      const found =
        byLink.get(idOrSlug) ?? Promise.resolve(events.find((event) => event.id === idOrSlug || event.slug === idOrSlug) ?? null);
      byLink.set(idOrSlug, found);
      return found;
    },
    events: () => answer,
  };
}

const FIRST_LOOK_EVENT = sampleEvent({ id: 'summit', slug: 'summit', title: 'Open Source Summit' });

/** The data layer never arrives; the early read gave the one event. */
const FIRST_LOOK_WHILE_DATA_LAYER_LOADS = {
  rollcall: { router: false, servicesPending: true, firstLook: firstLookOf([FIRST_LOOK_EVENT]) } satisfies RollcallStoryParameters,
};

/** Firebase mode: the event read by the page's early script shows before the data layer; its seats wait. */
export const EventFirstLookWhileDataLayerLoads: Story = {
  args: { url: '/events/summit' },
  parameters: FIRST_LOOK_WHILE_DATA_LAYER_LOADS,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Open Source Summit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/summit');
    await expect(page.queryByText(/seats? left/)).toBeNull();
  },
};

/** The registration page's first look: the event's title and its form; sending it waits for the data layer. */
export const RegisterFirstLookWhileDataLayerLoads: Story = {
  args: { url: '/register/summit' },
  parameters: FIRST_LOOK_WHILE_DATA_LAYER_LOADS,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Open Source Summit' })).toBeVisible();
    await expect(page.getByLabelText(/^Full name/)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    // No loading state: the form's live region is there, empty until a send takes long.
    const said = within(page.getByRole('main'))
      .queryAllByRole('status')
      .map((status) => status.textContent);
    await expect(said).toEqual(['']);
  },
};

/** A ticket's page opened from its link: the ticket and its QR code from the early read; its buttons wait for the data layer. */
export const TicketFirstLookWhileDataLayerLoads: Story = {
  args: { url: '/register/summit?ticket=JjGtV0ZS7I50Tp8pdbp0' },
  parameters: {
    rollcall: {
      router: false,
      servicesPending: true,
      firstLook: firstLookOf([FIRST_LOOK_EVENT], {
        ticketId: 'JjGtV0ZS7I50Tp8pdbp0',
        name: 'Vera Visitor',
        email: 'visitor@rollcall.test',
        collection: 'registrations',
      }),
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Open Source Summit' })).toBeVisible();
    await expect(await page.findByRole('img', { name: 'QR code of ticket JjGtV0ZS7I50Tp8pdbp0' })).toBeVisible();
    await expect(page.getByText('Vera Visitor')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download ticket (PNG)' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancel this ticket' })).toBeEnabled();
  },
};

/** The home page's first look: the next events from the early read, before the data layer. */
export const HomeFirstLookWhileDataLayerLoads: Story = {
  args: { url: '/' },
  parameters: FIRST_LOOK_WHILE_DATA_LAYER_LOADS,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: /Open Source Summit/ })).toBeVisible();
    await expect(page.queryByText('Loading the events…')).toBeNull();
  },
};

/** A page that loads lazily, opened from a link: the frame and a loading state while its code arrives. */
export const LazyPageOpenedFromALink: Story = {
  args: { url: '/events' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(within(page.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Resources' })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  },
};
