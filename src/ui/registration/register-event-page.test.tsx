import { composeStories, composeStory } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import { TOKENS } from '../../application/tokens';
import { ticketEmailsLost } from '../shared/messenger.fakes';
import { override } from '../shared/story-parameters';
import meta, * as stories from './register-event-page.stories';

const { Standard, NationalDay, Ticket } = composeStories(stories);

async function type(label: RegExp | string, value: string) {
  await userEvent.type(await screen.findByLabelText(label), value);
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

  it('keeps what was typed when sending fails, and says so', async () => {
    const failing = composeStory(
      {
        ...stories.Standard,
        parameters: {
          rollcall: {
            ...stories.Standard.parameters?.rollcall,
            route: { url: '/register/offline-first', pattern: '/register/:event' },
            overrides: [
              override(TOKENS.registerForEvent, {
                register: () => Promise.reject(new Error('the network is unreachable')),
              }),
            ],
          },
        },
      },
      meta,
    );
    await renderStory(failing);
    await type(/^Full name/, 'Grace Hopper');
    await type(/^E-mail/, 'grace@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Your registration was not sent: the network is unreachable/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Grace Hopper');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows the ticket when its e-mail could not be written after it, and says the e-mail was not sent', async () => {
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
        'You are registered and this is your ticket, but its e-mail was not sent: there is no connection to the server. Keep this page’s address; the organisers can send the e-mail again.',
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
