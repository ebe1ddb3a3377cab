import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FirstLook } from '../../application/ports/first-look.port';
import { NO_APP_UPDATES } from '../../application/ports/app-updates.port';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import { TOKENS, type ServiceResolver } from '../../application/tokens';
import { deferred, openFromALink, resolverOf } from '../app/before-data-layer.fakes';
import { sampleEvent } from '../events/event-catalog.fakes';
import { RegisterEventPage } from './register-event-page';

const EVENT = sampleEvent({ id: 'summit', slug: 'summit', title: 'Open Source Summit', capacity: 100, registrationOpen: true });
const TICKET: TicketView = { ticketId: 't1', name: 'Ada Lovelace', email: 'ada@example.org', collection: 'registrations', event: EVENT };

/** The data layer as the page sees it: the catalog, the desk, the file saver and whether the app is kept. */
function dataLayer(save: (name: string) => void): ServiceResolver {
  return resolverOf({
    [TOKENS.eventCatalog]: { findByIdOrSlug: async () => EVENT, watchSeatsTaken: () => () => undefined },
    [TOKENS.ticketDesk]: { ticket: async () => TICKET },
    [TOKENS.fileSaver]: { save },
    [TOKENS.appUpdates]: NO_APP_UPDATES,
  });
}

/** As the early read gives it: the event at once, the ticket when `ticket` settles (undefined: nothing early). */
function firstLookWith(ticket: Promise<TicketView | null> | undefined, found: typeof EVENT | null = EVENT): FirstLook {
  const event = Promise.resolve(found);
  return { event: (idOrSlug) => (idOrSlug === 'summit' ? event : undefined), events: () => undefined, ticket: () => ticket };
}

function openTicketPage(services: Promise<ServiceResolver>, firstLook: FirstLook, onFirstLookShown: () => void) {
  const page = <RegisterEventPage />;
  return openFromALink({ url: '/register/summit?ticket=t1', path: '/register/:event', page, services, firstLook, onFirstLookShown });
}

const frames = (count: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, count * 20)));

describe("a ticket's page opened from its link before the data layer (Firebase mode)", () => {
  it('shows the ticket and its QR code from the first look, and asks for the data layer once the code has painted', async () => {
    const services = deferred<ServiceResolver>();
    const ticket = deferred<TicketView | null>();
    const askedForTheDataLayer = vi.fn();
    const save = vi.fn();
    await openTicketPage(services.promise, firstLookWith(ticket.promise), askedForTheDataLayer);

    expect(await screen.findByRole('heading', { level: 1, name: 'Open Source Summit' })).toBeVisible();
    await frames(5);
    // The event's title has painted: the data layer's bytes would now share the phone's bandwidth with the ticket's.
    expect(askedForTheDataLayer).not.toHaveBeenCalled();

    await act(async () => ticket.resolve(TICKET));
    expect(await screen.findByRole('img', { name: 'QR code of ticket t1' })).toBeVisible();
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    await waitFor(() => expect(askedForTheDataLayer).toHaveBeenCalled());

    // Its buttons are there at once, and what they do waits for the data layer.
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await frames(2);
    expect(save).not.toHaveBeenCalled();
    await act(async () => services.resolve(dataLayer(save)));
    await waitFor(() => expect(save).toHaveBeenCalledWith('summit.ics', expect.anything(), 'text/calendar;charset=utf-8'));
    expect(screen.getByRole('img', { name: 'QR code of ticket t1' })).toBeVisible();
  });

  it.each([
    ['nothing early for the ticket', undefined],
    ['no such ticket for the event', Promise.resolve(null)],
  ])('with %s, asks for the data layer at once, and the desk answers', async (_case, early) => {
    const services = deferred<ServiceResolver>();
    const askedForTheDataLayer = vi.fn();
    await openTicketPage(services.promise, firstLookWith(early), askedForTheDataLayer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Source Summit' })).toBeVisible();
    await waitFor(() => expect(askedForTheDataLayer).toHaveBeenCalled());

    await act(async () => services.resolve(dataLayer(vi.fn())));
    expect(await screen.findByRole('img', { name: 'QR code of ticket t1' })).toBeVisible();
  });

  it('asks for the data layer once the first look has shown that the event does not exist', async () => {
    const askedForTheDataLayer = vi.fn();
    await openTicketPage(deferred<ServiceResolver>().promise, firstLookWith(undefined, null), askedForTheDataLayer);
    expect(await screen.findByText('Page not found: /register/summit')).toBeVisible();
    await waitFor(() => expect(askedForTheDataLayer).toHaveBeenCalled());
  });
});
