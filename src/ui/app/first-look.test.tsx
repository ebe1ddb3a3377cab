import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventCatalog } from '../../application/events/event-catalog.use-case';
import type { FirstLook } from '../../application/ports/first-look.port';
import { TOKENS, type PublicApi, type ServiceResolver } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { sampleEvent } from '../events/event-catalog.fakes';
import { EventDetailPage } from '../events/event-detail-page';
import { deferred, openFromALink, resolverOf } from './before-data-layer.fakes';

/** A catalogue whose event answer the test gives, and 3 seats taken. */
function catalogAnswering(answer: Promise<EventDocument | null>): PublicApi<EventCatalog> {
  return {
    findByIdOrSlug: vi.fn(() => answer),
    watchSeatsTaken: (_id, onChange) => {
      onChange(3, { confirmed: true });
      return () => undefined;
    },
    watchTimeline: () => () => undefined,
  };
}

function resolverWith(catalog: PublicApi<EventCatalog>): ServiceResolver {
  return resolverOf({ [TOKENS.eventCatalog]: catalog });
}

const EARLY = sampleEvent({ id: 'summit', slug: 'summit', title: 'From the early read', capacity: 10 });
const STORED = { ...EARLY, title: 'From the store' };

function firstLookGiving(answer: Promise<EventDocument | null | undefined> | undefined): FirstLook & { event: ReturnType<typeof vi.fn> } {
  return { event: vi.fn(() => answer), events: () => undefined, ticket: () => undefined };
}

function openEventPage(services: ServiceResolver | Promise<ServiceResolver>, firstLook: FirstLook, onFirstLookShown?: () => void) {
  const page = <EventDetailPage />;
  return openFromALink({
    url: '/events/summit',
    path: '/events/:id',
    page,
    services,
    firstLook,
    ...(onFirstLookShown ? { onFirstLookShown } : {}),
  });
}

describe("a visitor's page opened before the data layer has loaded (Firebase mode)", () => {
  it("shows the early read's event, keeps it while the store reads, then shows the store's", async () => {
    const services = deferred<ServiceResolver>();
    const stored = deferred<EventDocument | null>();
    await openEventPage(services.promise, firstLookGiving(Promise.resolve(EARLY)));

    expect(await screen.findByRole('heading', { level: 1, name: 'From the early read' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/summit');
    // Seats are counted by the data layer: none shown until then, and no "not answering" either.
    expect(screen.queryByText(/seats? left/)).toBeNull();

    await act(async () => services.resolve(resolverWith(catalogAnswering(stored.promise))));
    // The store is reading: what was on screen stays, rather than a loading state in between.
    expect(screen.getByRole('heading', { level: 1, name: 'From the early read' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByText('7 seats left')).toBeInTheDocument();

    await act(async () => stored.resolve(STORED));
    expect(screen.getByRole('heading', { level: 1, name: 'From the store' })).toBeInTheDocument();
  });

  it('shows "page not found" when the early read found no such event', async () => {
    await openEventPage(new Promise<ServiceResolver>(() => undefined), firstLookGiving(Promise.resolve(null)));
    expect(await screen.findByText('Page not found: /events/summit')).toBeInTheDocument();
  });

  it.each([
    ['the early read failed', Promise.resolve(undefined)],
    ['the early read was for another page', undefined],
  ])('waits for the data layer when %s', async (_case, answer) => {
    const services = deferred<ServiceResolver>();
    await openEventPage(services.promise, firstLookGiving(answer));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the data layer');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => services.resolve(resolverWith(catalogAnswering(Promise.resolve(STORED)))));
    expect(await screen.findByRole('heading', { level: 1, name: 'From the store' })).toBeInTheDocument();
  });

  it('reads the store, not the early read, when the data layer was there when the page opened', async () => {
    const firstLook = firstLookGiving(Promise.resolve(EARLY));
    await openEventPage(resolverWith(catalogAnswering(Promise.resolve(STORED))), firstLook);
    expect(await screen.findByRole('heading', { level: 1, name: 'From the store' })).toBeInTheDocument();
    expect(firstLook.event).not.toHaveBeenCalled();
  });

  it('says once the first look is on screen, two frames after it rendered, so that the data layer is asked for then', async () => {
    const frames: FrameRequestCallback[] = [];
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const shown = vi.fn();
      await openEventPage(new Promise<ServiceResolver>(() => undefined), firstLookGiving(Promise.resolve(EARLY)), shown);
      expect(await screen.findByRole('heading', { level: 1, name: 'From the early read' })).toBeInTheDocument();
      await act(async () => nextFrame());
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(shown).not.toHaveBeenCalled();
      await act(async () => nextFrame());
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(shown).toHaveBeenCalled();
    } finally {
      requestFrame.mockRestore();
    }
  });

  it('says nothing when there is no first look to show: the page waits for the data layer, asked for by then', async () => {
    const shown = vi.fn();
    await openEventPage(new Promise<ServiceResolver>(() => undefined), firstLookGiving(Promise.resolve(undefined)), shown);
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the data layer');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shown).not.toHaveBeenCalled();
  });
});
