import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoreNoAnswerError, StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import { failingCatalog, lateSeatsCatalog, pendingCatalog, sampleEvent } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { RegisterEventPage } from './register-event-page';
import { SAMPLE_TICKET, oneTicketDesk } from './ticket-desk.fakes';
import { exhaustedAttemptLog } from '../shared/attempt-log.fakes';
import { deskShowing } from '../waiting-list/waiting-list.fakes';
import { neverAnswered, saysItIsStillWaiting } from '../shared/still-waiting.fakes';
import { appOnDevice } from '../shared/app-updates.fakes';

const at = (url: string, extra: RollcallStoryParameters = {}) => ({
  rollcall: { route: { url, pattern: '/register/:event' }, ...extra } satisfies RollcallStoryParameters,
});

const meta = {
  title: 'Pages/Register for an event',
  component: RegisterEventPage,
  parameters: at('/register/offline-first'),
} satisfies Meta<typeof RegisterEventPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, fields: Record<string, string>) {
  const page = within(canvasElement);
  for (const [label, value] of Object.entries(fields)) await userEvent.type(await page.findByLabelText(new RegExp(`^${label}`)), value);
  await userEvent.click(page.getByRole('button', { name: 'Register' }));
}

/** Fills the waiting list's form of the full demo workshop and sends it. */
async function joinTheWaitingList(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await page.findByRole('heading', { name: 'Join the waiting list' });
  await userEvent.type(page.getByLabelText(/^Full name/), 'Farid First');
  await userEvent.type(page.getByLabelText(/^E-mail/), 'farid@example.org');
  await userEvent.click(page.getByRole('button', { name: 'Join the waiting list' }));
  return page;
}

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Organisation/)).toBeVisible();
  },
};

export const Highlevel: Story = {
  parameters: at('/register/highlevel'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText(/^Title or position/)).toBeVisible();
    await expect(page.getByLabelText(/^Country or delegation/)).toBeVisible();
  },
};

export const NationalDay: Story = {
  parameters: at('/register/nationalday'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Accompanying guests')).toHaveValue('0');
  },
};

export const MissingAnswers: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'E-mail': 'ada@' });
    const page = within(canvasElement);
    await expect(await page.findByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter an e-mail address like name@example.org.')).toBeVisible();
    await expect(page.getByLabelText(/^E-mail/)).toHaveValue('ada@');
  },
};

/** A German visitor's form: labels, the optional mark and the field errors in German. */
export const MissingAnswersInGerman: Story = {
  parameters: at('/register/offline-first', { locale: 'de' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^E-Mail/), 'ada@');
    await userEvent.type(page.getByLabelText(/^Organisation/), 'x'.repeat(101));
    await userEvent.click(page.getByRole('button', { name: 'Anmelden' }));
    await expect(await page.findByText('Geben Sie Ihren Namen ein.')).toBeVisible();
    await expect(page.getByText('Geben Sie eine E-Mail-Adresse ein, etwa name@example.org.')).toBeVisible();
    await expect(page.getByText('Kürzen Sie die Organisation auf 100 Zeichen (derzeit 101).')).toBeVisible();
    await expect(page.getByText('Einige Angaben müssen geändert werden: siehe die markierten Felder unten.')).toBeVisible();
  },
};

export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Full name': '<b>Zoë</b> Ångström', 'E-mail': 'zoe.story@example.org' });
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Your ticket' })).toBeVisible();
    await expect(page.getByText('<b>Zoë</b> Ångström')).toBeVisible();
  },
};

export const AlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Full name': 'Vera Visitor', 'E-mail': 'visitor@rollcall.test' });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('already registered');
    // No password needed: the sign-in page sends a link to the address.
    await expect(within(alert).getByRole('link', { name: 'Get your tickets by e-mail' })).toHaveAttribute('href', '/login');
  },
};

/** A registration the server takes long to answer: the form says it is still under way, and keeps what was typed. */
export const RegistrationStillWaiting: Story = {
  parameters: at('/register/offline-first', {
    overrides: [override(TOKENS.registerForEvent, { register: neverAnswered })],
  }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Full name': 'Wim Waiting', 'E-mail': 'wim@example.org' });
    const page = await saysItIsStillWaiting(canvasElement);
    await expect(page.getByLabelText(/^Full name/)).toHaveValue('Wim Waiting');
  },
};

/** The registration went out and no answer came back (a network that answers nothing): it may have been saved. */
export const RegistrationNotConfirmed: Story = {
  parameters: at('/register/offline-first', {
    overrides: [
      override(TOKENS.registerForEvent, {
        register: () => Promise.reject(new StoreUnconfirmedError('register', new StoreNoAnswerError('register'))),
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Full name': 'Ines Slow', 'E-mail': 'ines@example.org' });
    const page = within(canvasElement);
    await expect(
      await page.findByText(/Your registration is not confirmed: the server did not answer in time\. It may have been saved\./),
    ).toBeVisible();
    await expect(page.getByLabelText(/^E-mail/)).toHaveValue('ines@example.org');
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

export const TooManyFromThisBrowser: Story = {
  parameters: at('/register/offline-first', { overrides: [override(TOKENS.attemptLog, exhaustedAttemptLog)] }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Full name': 'Flo Od', 'E-mail': 'flood@example.org' });
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(/several registrations in the last few minutes.*try again after/);
    await expect(page.getByLabelText(/^E-mail/)).toHaveValue('flood@example.org');
  },
};

export const Full: Story = {
  parameters: at('/register/accessible-forms'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This event is full/)).toBeVisible();
  },
};

export const FullWithWaitingList: Story = {
  parameters: at('/register/accessible-forms'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Join the waiting list' })).toBeVisible();
    await expect(page.getByText(/held for them for 24 hours/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  },
};

export const AlreadyOnTheWaitingList: Story = {
  parameters: at('/register/accessible-forms', {
    overrides: [override(TOKENS.waitingListDesk, deskShowing(null, { join: { kind: 'already-waiting' } }))],
  }),
  play: async ({ canvasElement }) => {
    const page = await joinTheWaitingList(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('This e-mail is on the waiting list for this event already.');
    await expect(page.getByLabelText(/^E-mail/)).toHaveValue('farid@example.org');
  },
};

/** The join went out and no answer came back: the place may have been saved. */
export const PlaceInLineNotConfirmed: Story = {
  parameters: at('/register/accessible-forms', {
    overrides: [
      override(TOKENS.waitingListDesk, {
        ...deskShowing(null),
        join: () => Promise.reject(new StoreUnconfirmedError('join', new StoreNoAnswerError('join'))),
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = await joinTheWaitingList(canvasElement);
    await expect(
      await page.findByText(
        /Your place on the waiting list is not confirmed: the server did not answer in time\. It may have been saved\. When you are connected, press “Join the waiting list” again/,
      ),
    ).toBeVisible();
    await expect(page.getByLabelText(/^E-mail/)).toHaveValue('farid@example.org');
    await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  },
};

export const WaitingListClosed: Story = {
  parameters: at('/register/accessible-forms', {
    overrides: [override(TOKENS.waitingListDesk, deskShowing(null, { join: { kind: 'closed' } }))],
  }),
  play: async ({ canvasElement }) => {
    const page = await joinTheWaitingList(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('The waiting list of this event is closed.');
  },
};

export const Closed: Story = {
  parameters: at('/register/privacy-roundtable'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Registration for this event is closed/)).toBeVisible();
  },
};

export const Ticket: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, { overrides: [override(TOKENS.ticketDesk, oneTicketDesk)] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: `QR code of ticket ${SAMPLE_TICKET.ticketId}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download ticket (PNG)' })).toBeVisible();
    await expect(page.queryByText(/cannot keep this page/)).toBeNull();
  },
};

/**
 * In a browser that keeps no app (inside Instagram's or Gmail's app, a private window): a reload
 * without network at the venue opens nothing, so the ticket says how to have it at the door.
 */
export const TicketInABrowserThatKeepsNoApp: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    overrides: [override(TOKENS.ticketDesk, oneTicketDesk), override(TOKENS.appUpdates, appOnDevice('impossible'))],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: `QR code of ticket ${SAMPLE_TICKET.ticketId}` })).toBeVisible();
    await expect(
      await page.findByText(
        'This browser cannot keep this page for use without network (a browser inside another app, or a private window). To show your ticket at the door without network, download it below, or open this page in your phone’s own browser.',
      ),
    ).toBeVisible();
  },
};

const KEPT_AT = '2026-11-30T18:05:00.000Z';

/** At the venue without network: the ticket as the visitor's phone kept it, its QR code the same. */
export const TicketKeptOnThisDevice: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    overrides: [override(TOKENS.ticketDesk, { ...oneTicketDesk, ticket: async () => ({ ...SAMPLE_TICKET, keptAt: KEPT_AT }) })],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('img', { name: `QR code of ticket ${SAMPLE_TICKET.ticketId}` });
    await expect(code.getAttribute('data-ticket-url')).toMatch(new RegExp(`/checkin/summit\\?ticket=${SAMPLE_TICKET.ticketId}$`));
    await expect(
      page.getByText(
        /No connection to the server: this is your ticket as this device kept it on .*2026.*\. Its QR code works at the door all the same\./,
      ),
    ).toBeVisible();
  },
};

/** Without network on a device that never showed this ticket: nothing kept, and the ticket's e-mail named as the way in. */
export const TicketNotKeptWithoutNetwork: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    overrides: [override(TOKENS.eventCatalog, { ...pendingCatalog, findByIdOrSlug: () => Promise.reject(new StoreOfflineError('read')) })],
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your ticket could not be loaded: the server cannot be reached, and this device has not shown this ticket before. The QR code in the e-mail with your ticket works at the door too.',
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A French visitor's ticket: every label, the QR code's name and the date in French. */
export const TicketInFrench: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    locale: 'fr',
    overrides: [override(TOKENS.ticketDesk, oneTicketDesk)],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: `Code QR du billet ${SAMPLE_TICKET.ticketId}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre billet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger le billet (PNG)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler ce billet' })).toBeVisible();
    const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(new Date(SAMPLE_TICKET.event.startsAt));
    await expect(page.getByText(when, { exact: false })).toBeVisible();
  },
};

export const CancellingTheTicket: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, { overrides: [override(TOKENS.ticketDesk, oneTicketDesk)] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel this ticket' }));
    await expect(page.getByRole('alertdialog')).toHaveTextContent(
      'Cancel your ticket for Open Source Summit 2026? It stops admitting anyone',
    );
    await userEvent.click(page.getByRole('button', { name: 'Keep my ticket' }));
    await expect(page.getByRole('button', { name: 'Cancel this ticket' })).toBeVisible();
  },
};

export const CancelRefusedAfterCheckIn: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    overrides: [
      override(TOKENS.ticketDesk, oneTicketDesk),
      override(TOKENS.waitingListDesk, deskShowing(null, { cancel: { kind: 'checked-in' } })),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel this ticket' }));
    await userEvent.click(page.getByRole('button', { name: 'Yes, cancel my ticket' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('This ticket was used to check in, so it can no longer be cancelled.');
  },
};

/** The server takes long to answer the cancellation: the question says it is still under way. */
export const CancellingStillWaiting: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    overrides: [override(TOKENS.ticketDesk, oneTicketDesk), override(TOKENS.waitingListDesk, deskShowing(null))],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel this ticket' }));
    await userEvent.click(page.getByRole('button', { name: 'Yes, cancel my ticket' }));
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
  },
};

export const CancelledTicket: Story = {
  parameters: at(`/register/summit?ticket=${SAMPLE_TICKET.ticketId}`, {
    overrides: [
      override(TOKENS.ticketDesk, {
        ...oneTicketDesk,
        ticket: async () => ({ ...SAMPLE_TICKET, cancelledAt: '2030-04-01T09:00:00.000Z' }),
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This registration was cancelled: the ticket no longer admits.')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Cancel this ticket' })).toBeNull();
  },
};

export const UnknownTicket: Story = {
  parameters: at('/register/summit?ticket=AAAAAAAAAAAAAAAAAAAA'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/There is no ticket AAAAAAAAAAAAAAAAAAAA/)).toBeVisible();
  },
};

export const UnknownEvent: Story = {
  parameters: at('/register/no-such-event'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found: /register/no-such-event')).toBeVisible();
  },
};

const countedLate = lateSeatsCatalog(sampleEvent({ id: 'summit', slug: 'summit', title: 'Open Source Summit', capacity: 200 }));

/**
 * The form shows before the seats are counted (Firebase mode counts them after the data layer
 * has loaded). The count arriving moved "Register" 48 px down under a visitor's finger, and the
 * press was lost; the line now holds its place meanwhile.
 */
export const SeatsCountedAfterTheForm: Story = {
  parameters: at('/register/summit', { overrides: [override(TOKENS.eventCatalog, countedLate)] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const register = await page.findByRole('button', { name: 'Register' });
    await expect(page.getByText('Counting seats…')).toBeVisible();
    const before = register.getBoundingClientRect();
    countedLate.count(20);
    await expect(await page.findByText('180 seats left')).toBeVisible();
    const after = register.getBoundingClientRect();
    await expect([after.top, after.left]).toEqual([before.top, before.left]);
  },
};

export const Loading: Story = { parameters: at('/register/summit', { overrides: [override(TOKENS.eventCatalog, pendingCatalog)] }) };

export const LoadFailed: Story = {
  parameters: at('/register/summit', { overrides: [override(TOKENS.eventCatalog, failingCatalog('Offline.'))] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};
