import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoreNoAnswerError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS, type PublicApi } from '../../application/tokens';
import type { WaitingListDesk } from '../../application/waiting-list/waiting-list-desk.use-case';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { neverAnswered, saysItIsStillWaiting } from '../shared/still-waiting.fakes';
import { WaitingPlacePage } from './waiting-place-page';
import { deskShowing, failingDesk, pendingDesk, samplePlace } from './waiting-list.fakes';

const at = (desk: PublicApi<WaitingListDesk>) => ({
  rollcall: {
    route: { url: '/waiting/EntryLink00000000000', pattern: '/waiting/:entry' },
    overrides: [override(TOKENS.waitingListDesk, desk)],
  } satisfies RollcallStoryParameters,
});

const meta = {
  title: 'Pages/Waiting list place',
  component: WaitingPlacePage,
  parameters: at(deskShowing(samplePlace('waiting', 2))),
} satisfies Meta<typeof WaitingPlacePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/You are number/)).toHaveTextContent('You are number 3 in line. 2 people wait ahead of you.');
    await expect(page.queryByRole('button', { name: 'Confirm my seat' })).toBeNull();
  },
};

export const FrontOfTheLine: Story = {
  parameters: at(deskShowing(samplePlace('waiting', 0))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You are number/)).toHaveTextContent(
      'You are number 1 in line. The next seat that frees is yours to confirm.',
    );
  },
};

export const SeatHeld: Story = {
  parameters: at(deskShowing(samplePlace('offered'))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('A seat is held for you')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my seat' })).toBeEnabled();
  },
};

export const HoldEndedWhileConfirming: Story = {
  parameters: at(deskShowing(samplePlace('offered'), { confirm: { kind: 'hold-over' } })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm my seat' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'The hold ended before you confirmed: the seat went to the next person waiting.',
    );
    await expect(page.getByRole('button', { name: 'See where my place stands' })).toBeVisible();
  },
};

/** A confirmation the server takes long to answer: the page says it is still under way, the button stays busy. */
export const ConfirmingStillWaiting: Story = {
  parameters: at({ ...deskShowing(samplePlace('offered')), confirm: neverAnswered }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm my seat' }));
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Confirming…' })).toBeDisabled();
  },
};

/** The confirmation went out and no answer came back: it may have landed, and pressing again is safe, so the button stays. */
export const SeatNotConfirmed: Story = {
  parameters: at({
    ...deskShowing(samplePlace('offered')),
    confirm: () => Promise.reject(new StoreUnconfirmedError('confirm', new StoreNoAnswerError('confirm'))),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm my seat' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      /Your seat is not confirmed: the server did not answer in time\. It may have been\. When you are connected, press “Confirm my seat” again/,
    );
    await expect(page.getByRole('button', { name: 'Confirm my seat' })).toBeEnabled();
    await expect(page.queryByRole('button', { name: 'See where my place stands' })).toBeNull();
  },
};

/** Confirmed before tickets were found from their place (the store finds none): told so, nothing to link. */
export const Confirmed: Story = {
  parameters: at(deskShowing(samplePlace('confirmed'))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You confirmed your seat: your ticket was sent to farid@example.org.')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'See your ticket' })).toBeNull();
  },
};

/** Confirmed earlier, on this device or another (the phone opening the e-mail's link): the ticket is linked. */
export const ConfirmedOnAnotherDevice: Story = {
  parameters: at(deskShowing({ ...samplePlace('confirmed'), ticketId: 'EntryLink00000000000' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You confirmed your seat: your ticket was sent to farid@example.org.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your ticket' })).toHaveAttribute(
      'href',
      expect.stringContaining('ticket=EntryLink00000000000') as string,
    );
  },
};

/** Confirmed and its e-mail written by opening the page (a confirmation this device had in doubt): the ticket is linked. */
export const ConfirmedOnOpening: Story = {
  parameters: at(deskShowing({ ...samplePlace('confirmed'), settled: { ticketId: 'Ticket00000000000001', email: { written: true } } })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You confirmed your seat: your ticket was sent to farid@example.org.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your ticket' })).toHaveAttribute(
      'href',
      expect.stringContaining('ticket=Ticket00000000000001') as string,
    );
  },
};

/** Settled on opening, its e-mail not written: not "sent", and the ticket is at hand. */
export const ConfirmedOnOpeningEmailNotSent: Story = {
  parameters: at(
    deskShowing({
      ...samplePlace('confirmed'),
      settled: { ticketId: 'Ticket00000000000001', email: { written: false, failure: new StoreNoAnswerError('mail') } },
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/You confirmed your seat, but your ticket’s e-mail may not have been sent/)).toHaveTextContent(
      'You confirmed your seat, but your ticket’s e-mail may not have been sent: the server did not answer in time. Open your ticket and keep its page’s address; if the e-mail does not arrive, the organisers can send it again.',
    );
    await expect(page.queryByText(/your ticket was sent/)).toBeNull();
    await expect(page.getByRole('link', { name: 'See your ticket' })).toBeVisible();
  },
};

/**
 * Confirmed by this device unseen, and the network still out when the page opened: the seat is
 * theirs, its ticket not sent yet. "Send my ticket" opens the place again, which settles it.
 */
export const ConfirmedTicketNotSentYet: Story = {
  parameters: at({
    ...deskShowing(null),
    place: (() => {
      let openings = 0;
      return async () =>
        (openings += 1) === 1
          ? { ...samplePlace('confirmed'), confirmationInDoubt: true as const }
          : { ...samplePlace('confirmed'), settled: { ticketId: 'Ticket00000000000001', email: { written: true as const } } };
    })(),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/You confirmed your seat, but your ticket could not be sent yet/)).toBeVisible();
    await expect(page.queryByText(/your ticket was sent/)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Send my ticket' }));
    await expect(await page.findByText('You confirmed your seat: your ticket was sent to farid@example.org.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your ticket' })).toBeVisible();
  },
};

/** A held seat confirmed, its e-mail not written: the ticket shows, and the person is told the e-mail may not have been sent. */
export const ConfirmedEmailNotSent: Story = {
  parameters: at(
    deskShowing(samplePlace('offered'), {
      confirm: {
        kind: 'confirmed',
        ticketId: 'Ticket00000000000001',
        collection: 'registrations',
        email: { written: false, failure: new StoreNoAnswerError('mail') },
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm my seat' }));
    await expect(
      await page.findByText(
        'Your seat is confirmed and this is your ticket, but its e-mail may not have been sent: the server did not answer in time. Keep this page’s address; if the e-mail does not arrive, the organisers can send it again.',
      ),
    ).toBeVisible();
  },
};

export const HoldEnded: Story = {
  parameters: at(deskShowing(samplePlace('expired'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/was not confirmed in time/)).toBeVisible();
  },
};

export const Removed: Story = {
  parameters: at(deskShowing(samplePlace('removed'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The organisers took this place off the waiting list/)).toBeVisible();
  },
};

export const UnknownLink: Story = {
  parameters: at(deskShowing(null)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('There is no place on a waiting list at this link.');
  },
};

/** At the venue without network: the place as this device last read it, and when. */
export const KeptOnThisDevice: Story = {
  parameters: at(deskShowing({ ...samplePlace('waiting', 2), keptAt: '2026-06-10T08:30:00.000Z' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent(
      /^No connection to the server: this is your place as this device kept it on .*2026.*\. It may have moved since; this page shows it again as it is once the connection is back\.$/,
    );
    await expect(page.getByText(/You are number/)).toHaveTextContent('You are number 3 in line. 2 people wait ahead of you.');
  },
};

export const Loading: Story = { parameters: at(pendingDesk) };

export const LoadFailed: Story = {
  parameters: at(failingDesk('Offline.')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};
