import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FirstLook } from '../../application/ports/first-look.port';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import type { EventDocument } from '../../domain/events/event';
import { afterPaint } from '../shared/after-paint';
import type { AsyncState } from '../shared/use-async';
import { useServicesLoaded } from './services';

type FirstLookValue = { firstLook: FirstLook | null; onShown: () => void };

const nothing = () => undefined;

const FirstLookContext = createContext<FirstLookValue>({ firstLook: null, onShown: nothing });

/**
 * The first look of the page opened from a link: the early read's answer (Firebase), the demo's
 * events on a browser's first visit (offline); none otherwise.
 * `onShown` is told once a page has painted its first look: the composition root asks for the
 * data layer then, so that its download does not slow the first look's.
 */
export function FirstLookProvider({
  firstLook,
  onShown = nothing,
  children,
}: {
  firstLook: FirstLook | null;
  onShown?: () => void;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ firstLook, onShown }), [firstLook, onShown]);
  return <FirstLookContext value={value}>{children}</FirstLookContext>;
}

/**
 * `none`: nothing early for this page, which waits for the data layer as usual. `pending`: the
 * early read has not answered yet; the page shows its loading state meanwhile.
 */
export type FirstLookOf<T> = { status: 'none' } | { status: 'pending' } | { status: 'shown'; value: T };

const NONE = { status: 'none' } as const;
const PENDING = { status: 'pending' } as const;

/**
 * Only a page opened before the data layer had loaded shows the first look: one opened later
 * reads the store, which may have changed since.
 */
function useOpenedBeforeDataLayer(): boolean {
  const loaded = useServicesLoaded();
  const [openedBefore] = useState(!loaded);
  return openedBefore;
}

/**
 * The early answer, once in, as an update of state: a page that suspended on it instead was
 * shown 300 ms after its loading state at the earliest (React's throttle of suspense reveals).
 * `tellsShown`: whether its painting is what the data layer waits for (see useFirstLookShown).
 */
function useFirstLookOf<T>(answer: Promise<T | undefined> | undefined, tellsShown: (value: T) => boolean = () => true): FirstLookOf<T> {
  const [settled, setSettled] = useState<{ from: Promise<T | undefined>; value: T | undefined } | null>(null);
  useEffect(() => {
    if (!answer) return;
    let current = true;
    void answer.then((value) => {
      if (!current) return;
      // Something to show: a transition, which React renders in slices, so that a phone's main
      // thread is never held long. Nothing: the page waits for the data layer, at once.
      if (value === undefined) setSettled({ from: answer, value });
      else startTransition(() => setSettled({ from: answer, value }));
    });
    return () => {
      current = false;
    };
  }, [answer]);
  const { onShown } = useContext(FirstLookContext);
  const shown = answer !== undefined && settled?.from === answer && settled.value !== undefined;
  // Two frames: the first one's rendering can still be on its way to the screen when the next
  // frame's callbacks run.
  const tells = shown && tellsShown(settled.value as T);
  useEffect(() => (tells ? afterPaint(onShown, 2) : undefined), [tells, onShown]);
  if (!answer) return NONE;
  if (settled?.from !== answer) return PENDING;
  return settled.value === undefined ? NONE : { status: 'shown', value: settled.value };
}

/** The store's read once it has answered; until then the first look, when one is shown. */
export function storedOrFirstLook<T, R extends AsyncState<T> & { retry: () => void }>(read: R, early: FirstLookOf<T>) {
  return read.status === 'loading' && early.status === 'shown' ? { status: 'ready' as const, value: early.value, retry: read.retry } : read;
}

/**
 * The event the page's link names, before the data layer. On a ticket's page (`ticketFollows`)
 * the data layer waits for the ticket rather than for the event, if there is one: asked for with
 * the event's first look, its 86 kB shared a phone's bandwidth with the ticket's QR code.
 */
export function useFirstLookEvent(idOrSlug: string, { ticketFollows = false } = {}): FirstLookOf<EventDocument | null> {
  const { firstLook } = useContext(FirstLookContext);
  const openedBefore = useOpenedBeforeDataLayer();
  return useFirstLookOf(openedBefore ? firstLook?.event(idOrSlug) : undefined, (event) => !ticketFollows || event === null);
}

/** The ticket a ticket's page names, before the data layer; the page tells when it has shown it (useFirstLookShown). */
export function useFirstLookTicket(event: EventDocument, ticketId: string): FirstLookOf<TicketView | null> {
  const { firstLook } = useContext(FirstLookContext);
  const openedBefore = useOpenedBeforeDataLayer();
  return useFirstLookOf(openedBefore ? firstLook?.ticket(event, ticketId) : undefined, () => false);
}

/**
 * Tells the composition root that the page has shown what it opened for, so that it asks for the
 * data layer: for a page whose first look is shown later than its answer arrives (a ticket's QR
 * code is drawn by code that loads with it). Told again, or after the data layer, it does nothing.
 */
export function useFirstLookShown(): () => void {
  return useContext(FirstLookContext).onShown;
}

/** Every event, before the data layer. */
export function useFirstLookEvents(): FirstLookOf<readonly EventDocument[]> {
  const { firstLook } = useContext(FirstLookContext);
  const openedBefore = useOpenedBeforeDataLayer();
  return useFirstLookOf(openedBefore ? firstLook?.events() : undefined);
}
