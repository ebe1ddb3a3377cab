import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { sampleEvent } from '../events/event-catalog.fakes';
import { StoreNoAnswerError, StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { eventSaveFailing, eventSaveUnanswered, eventSavedMeanwhile, eventsDeleting, failingEvents, pendingEvents } from './admin.fakes';
import { neverAnswered, saysItIsStillWaiting } from '../shared/still-waiting.fakes';
import { AdminEventsPage } from './admin-events-page';

const meta = { title: 'Admin/Events', component: AdminEventsPage } satisfies Meta<typeof AdminEventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const [title] = await within(canvasElement).findAllByText('Open Source Summit 2026');
    await expect(title).toBeVisible();
  },
};

/** A lost ticket: from the event's registrations, the administrator opens it or sends it again to its address. */
export const TicketSentAgain: Story = {
  play: async ({ canvasElement }) => {
    const { page, first, name } = await firstSummitTicketSentAgain(canvasElement);
    // The demo data has namesakes: the link of this very ticket.
    const item = within(first.closest('li') ?? canvasElement);
    await expect(item.getByRole('link', { name: `Ticket of ${name}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/register\/.+\?ticket=/),
    );
    await expect(await page.findByText(/^The ticket was sent again to .+@.+\.$/)).toBeVisible();
  },
};

/** The row has no room under its button: the popup says the send is still under way. */
export const TicketSendStillWaiting: Story = {
  parameters: {
    rollcall: { overrides: [override(TOKENS.resendTicket, { resend: neverAnswered })] } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const { first } = await firstSummitTicketSentAgain(canvasElement);
    const page = await saysItIsStillWaiting(canvasElement);
    await expect(page.getByText(/^The ticket is being sent again to .+@.+\. The server has not answered yet\./)).toBeVisible();
    await expect(first).toHaveTextContent('Sending…');
    await expect(first).toBeDisabled();
  },
};

/** A send the server never answered may still land: not "not sent", and not "try again" at once. */
export const TicketSendNotConfirmed: Story = {
  parameters: {
    rollcall: {
      overrides: [override(TOKENS.resendTicket, { resend: () => Promise.reject(new StoreNoAnswerError('create')) })],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const { page, first } = await firstSummitTicketSentAgain(canvasElement);
    await expect(
      await page.findByText(
        /^Sending the ticket again to .+@.+ is not confirmed: the server did not answer in time\. It may still be sent: look in the Outbox before you send it again\.$/,
      ),
    ).toBeVisible();
    await expect(first).toBeEnabled();
  },
};

/** Opens the summit's registrations and presses "Send again" on its first ticket. */
async function firstSummitTicketSentAgain(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Registrations, waiting list, feedback of Open Source Summit 2026' }));
  const [first] = await page.findAllByRole('button', { name: /^Send again to / });
  if (!first) throw new Error('The summit has no registrations.');
  const name = (first.textContent ?? '').replace(/^Send again to /, '');
  await userEvent.click(first);
  return { page, first, name };
}

export const NewEventRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'New event' }));
    await userEvent.type(page.getByLabelText(/^Title/), 'Admin');
    await userEvent.click(page.getByRole('button', { name: 'Create the event' }));
    await expect(await page.findByText('This short link is a page of the app already. Choose another.')).toBeVisible();
    await expect(page.getByText('Enter a one-line summary.')).toBeVisible();
  },
};

/** The form says which zone its times are in: the venue's, chosen from the list (the device's at first). */
export const NewEventInTheVenuesZone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'New event' }));
    const zone = page.getByLabelText('Time zone of the venue');
    await expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await userEvent.selectOptions(zone, 'America/New_York');
    await expect(page.getByLabelText(/^Starts/)).toHaveAccessibleDescription('Time at the venue: America/New York.');
    await expect(page.getByLabelText(/^Ends/)).toHaveAccessibleDescription('Time at the venue: America/New York.');
  },
};

/** A saved event shows its own zone's wall clock, labelled, in the list. */
export const EventTimesLabelled: Story = {
  play: async ({ canvasElement }) => {
    const [cell] = await within(canvasElement).findAllByRole('cell', { name: /–.*\d{2}(\s*[AP]M)?\s+(?![AP]M$)[A-Z][\w+\-−:]*$/ });
    await expect(cell).toBeVisible();
  },
};

export const HoldHoursRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [edit] = await page.findAllByRole('button', { name: /^Edit / });
    if (!edit) throw new Error('No event to edit.');
    await userEvent.click(edit);
    await expect(page.getByLabelText(/re-entry at the door/)).not.toBeChecked();
    await userEvent.type(page.getByLabelText(/^Hours a freed seat is held/), '999');
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText(/Enter how many hours a freed seat is held/)).toBeVisible();
    await expect(page.getByLabelText(/^Hours a freed seat is held/)).toHaveValue(999);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Spring Hackathon' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(/60 registrations and 51 check-ins are deleted with it/);
  },
};

/** The network went half-way through: the event is closed, and deleting it again finishes. */
export const DeleteCutShort: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.eventAdmin, eventsDeleting(sampleEvent({ title: 'Harbour Talks' }), new Error('The server is not answering'))),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Harbour Talks' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete the event' }));
    await expect(
      await page.findByText(
        'Harbour Talks was not fully deleted: The server is not answering. It is closed to registration; delete it again to finish.',
      ),
    ).toBeVisible();
  },
};

export const DeletedBySomeoneElse: Story = {
  parameters: {
    rollcall: {
      overrides: [override(TOKENS.eventAdmin, eventsDeleting(sampleEvent({ title: 'Harbour Talks' }), 'gone'))],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Harbour Talks' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete the event' }));
    await expect(await page.findByText('Harbour Talks was deleted by someone else.')).toBeVisible();
  },
};

/**
 * Someone else saved the capacity and the venue while this administrator had the form open and
 * typed a capacity: nothing is saved, the capacity is marked and keeps what was typed, the venue
 * takes their value; saving again keeps the rest.
 */
export const SavedBySomeoneElseMeanwhile: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.eventAdmin,
          eventSavedMeanwhile(sampleEvent({ title: 'Harbour Talks', capacity: 40, venue: 'Pier 4' }), { capacity: 50, venue: 'Pier 9' }, [
            'capacity',
          ]),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const { page, seats } = await harbourTalksSavedWith45Seats(canvasElement);
    await expect(
      await page.findByText('Someone else saved this event while you were editing: see the fields marked below. Nothing was saved yet.'),
    ).toBeVisible();
    await expect(page.getByText(/^Someone else saved a change to this while you were editing/)).toBeVisible();
    await expect(seats).toHaveValue(45);
    // The venue, left as it was here, now shows what the other administrator saved.
    await expect(page.getByLabelText(/^Venue/)).toHaveValue('Pier 9');
    await expect(seats).toHaveAccessibleDescription(/Someone else saved a change to this/);
    await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
    await expect(await page.findByText('Harbour Talks was saved.')).toBeVisible();
  },
};

/** Saved on a laptop without network: nothing is sent, the form stays open with what was typed, and says why. */
export const SaveWithoutNetwork: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.eventAdmin,
          eventSaveFailing(sampleEvent({ title: 'Harbour Talks', capacity: 40 }), new StoreOfflineError('update')),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const { page, seats } = await harbourTalksSavedWith45Seats(canvasElement);
    await expect(await page.findByText('Not saved: there is no connection to the server. Try again.')).toBeVisible();
    await expect(seats).toHaveValue(45);
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    // Opening or closing registration, and the question before deleting, say so too.
    await userEvent.click(page.getByRole('button', { name: /^Open: close it for Harbour Talks/ }));
    await expect(
      await page.findByText('Registration for Harbour Talks was not changed: there is no connection to the server. Try again.'),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete Harbour Talks' }));
    await expect(
      await page.findByText(
        'What deleting Harbour Talks would take with it could not be read: there is no connection to the server. Try again.',
      ),
    ).toBeVisible();
  },
};

/** Sent on a network that never answered: the change may land yet, so it is not called unsaved. */
export const SaveNotConfirmed: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.eventAdmin,
          eventSaveFailing(
            sampleEvent({ title: 'Harbour Talks', capacity: 40 }),
            new StoreUnconfirmedError('update', new StoreNoAnswerError('update')),
          ),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Edit Harbour Talks' }));
    await userEvent.click(await page.findByRole('button', { name: 'Save changes' }));
    await expect(
      await page.findByText(
        'Not confirmed: the server did not answer in time. The change may still be saved once the connection works: look again before saving it again.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: /^Open: close it for Harbour Talks/ }));
    await expect(
      await page.findByText(
        'Opening or closing registration for Harbour Talks is not confirmed: the server did not answer in time. It may still be done once the connection works: look at the event again before changing it again.',
      ),
    ).toBeVisible();
  },
};

/** The server takes long to answer a change: the form says it is still under way, and keeps what was typed. */
export const SaveStillWaiting: Story = {
  parameters: {
    rollcall: {
      overrides: [override(TOKENS.eventAdmin, eventSaveUnanswered(sampleEvent({ title: 'Harbour Talks', capacity: 40 })))],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const { page, seats } = await harbourTalksSavedWith45Seats(canvasElement);
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(seats).toHaveValue(45);
  },
};

/** Opens Harbour Talks' form, types 45 seats and saves. */
async function harbourTalksSavedWith45Seats(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Edit Harbour Talks' }));
  const seats = await page.findByLabelText(/^Seats/);
  await userEvent.clear(seats);
  await userEvent.type(seats, '45');
  await userEvent.click(page.getByRole('button', { name: 'Save changes' }));
  return { page, seats };
}

export const Poster: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Poster of Annual Gala' }));
    await expect(await page.findByRole('img', { name: /QR code of .*\/gala$/ })).toBeVisible();
  },
};

/** The organiser works in English and prints the poster in German for the visitors. */
export const PosterInAnotherLanguage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Poster of Annual Gala' }));
    await userEvent.selectOptions(await page.findByLabelText('Language of the poster'), 'de');
    await expect(await page.findByText('Scannen, um sich anzumelden und Ihr Ticket zu erhalten.')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR-Code von .*\/gala$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print the poster' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events yet. Create the first one.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventAdmin, pendingEvents)] } satisfies RollcallStoryParameters },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.eventAdmin, failingEvents('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};

export const ServerNotAnswering: Story = {
  parameters: { rollcall: { server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The server is not answering: this is this device’s copy of the events, and it may be out of date.'),
    ).toBeVisible();
    await expect(page.getAllByRole('cell', { name: /Annual Gala/ })[0]).toBeVisible();
  },
};
