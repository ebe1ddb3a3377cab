import { composeStories, composeStory } from '@storybook/react-vite';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import { StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import { ticketEmailsLost } from '../shared/messenger.fakes';
import { STILL_WAITING_MS } from '../shared/use-still-waiting';
import { override } from '../shared/story-parameters';
import meta, * as stories from './register-event-page.stories';

const { Standard, NationalDay, Ticket } = composeStories(stories);

async function type(label: RegExp | string, value: string) {
  await userEvent.type(await screen.findByLabelText(label), value);
}

/** The standard registration page, Grace Hopper's answers typed, with `register` answering as the server would. */
async function gracesFormWhere(register: () => Promise<never>) {
  const story = composeStory(
    {
      ...stories.Standard,
      parameters: {
        rollcall: {
          ...stories.Standard.parameters?.rollcall,
          route: { url: '/register/offline-first', pattern: '/register/:event' },
          overrides: [override(TOKENS.registerForEvent, { register })],
        },
      },
    },
    meta,
  );
  await renderStory(story);
  await type(/^Full name/, 'Grace Hopper');
  await type(/^E-mail/, 'grace@example.org');
}

describe('RegisterEventPage', () => {
  it('registers, then shows the ticket whose QR code holds the check-in URL', async () => {
    await renderStory(Standard);
    await type(/^Full name/, 'Grace Hopper');
    await type(/^E-mail/, 'Grace@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const qr = await screen.findByRole('img', { name: /QR code of ticket/ });
    expect(qr.getAttribute('data-ticket-url')).toMatch(/^http:\/\/localhost(:\d+)?\/checkin\/[A-Za-z0-9]{20}\?ticket=[A-Za-z0-9]{20}$/);
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('You are registered. Here is your ticket.')).toBeInTheDocument();
  });

  it('moves focus to the first refused field and keeps every answer', async () => {
    await renderStory(Standard);
    await type(/^E-mail/, 'grace@');
    await type(/^Organisation/, 'Navy');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('grace@');
    expect(screen.getByLabelText(/^Organisation/)).toHaveValue('Navy');
  });

  it.each([
    {
      failure: new Error('the network is unreachable'),
      told: /Your registration was not sent: the network is unreachable\. Nothing was saved/,
    },
    {
      // Sent, and no answer came back: it may have landed, so "nothing was saved" would be untrue.
      failure: new StoreUnconfirmedError('register', new StoreOfflineError('register')),
      told: /Your registration is not confirmed: there is no connection to the server\. It may have been saved\. When you are connected, press “Register” again/,
    },
  ])('keeps what was typed when sending fails, and says what became of it: $told', async ({ failure, told }) => {
    await gracesFormWhere(() => Promise.reject(failure));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(told)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Grace Hopper');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('says it is still waiting when the server takes long to answer, and keeps the form as it was', async () => {
    try {
      await gracesFormWhere(() => new Promise<never>(() => undefined));
      // Only the page's timers: the offline store's own stay real.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByRole('button', { name: 'Registering…' })).toBeDisabled();
      const stillWaiting = /The server has not answered yet\. Keep this page open/;
      await act(() => vi.advanceTimersByTimeAsync(STILL_WAITING_MS - 1_000));
      expect(screen.queryByText(stillWaiting)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByText(stillWaiting)).toHaveAttribute('role', 'status');
      expect(screen.getByLabelText(/^E-mail/)).toHaveValue('grace@example.org');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the ticket when its e-mail could not be written after it, and says the e-mail may not have been sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const emailLost = composeStory(
      {
        ...stories.Standard,
        parameters: {
          rollcall: {
            ...stories.Standard.parameters?.rollcall,
            overrides: [override(TOKENS.messenger, ticketEmailsLost)],
          },
        },
      },
      meta,
    );
    await renderStory(emailLost);
    await type(/^Full name/, 'Grace Hopper');
    await type(/^E-mail/, 'grace@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('img', { name: /QR code of ticket/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are registered and this is your ticket, but its e-mail may not have been sent: there is no connection to the server. Keep this page’s address; if the e-mail does not arrive, the organisers can send it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your registration was not sent/)).toBeNull();
  });

  it('offers 0 to 4 accompanying guests for the national day', async () => {
    await renderStory(NationalDay);
    const guests = await screen.findByLabelText('Accompanying guests');
    expect([...(guests as HTMLSelectElement).options].map((option) => option.value)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('shows a ticket with the name as plain text and both downloads', async () => {
    await renderStory(Ticket);
    expect(await screen.findByText('Zoë Ångström')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });
});
