import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { FirstLook } from '../../application/ports/first-look.port';
import type { EventDocument } from '../../domain/events/event';
import { useServicesLoaded } from './services';

const FirstLookContext = createContext<FirstLook | null>(null);

/** The first look of the page opened from a link (Firebase mode); none in the other modes. */
export function FirstLookProvider({ firstLook, children }: { firstLook: FirstLook | null; children: ReactNode }) {
  return <FirstLookContext value={firstLook}>{children}</FirstLookContext>;
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
 */
function useFirstLookOf<T>(answer: Promise<T | undefined> | undefined): FirstLookOf<T> {
  const [settled, setSettled] = useState<{ from: Promise<T | undefined>; value: T | undefined } | null>(null);
  useEffect(() => {
    if (!answer) return;
    let current = true;
    void answer.then((value) => current && setSettled({ from: answer, value }));
    return () => {
      current = false;
    };
  }, [answer]);
  if (!answer) return NONE;
  if (settled?.from !== answer) return PENDING;
  return settled.value === undefined ? NONE : { status: 'shown', value: settled.value };
}

/** The event the page's link names, before the data layer. */
export function useFirstLookEvent(idOrSlug: string): FirstLookOf<EventDocument | null> {
  const firstLook = useContext(FirstLookContext);
  const openedBefore = useOpenedBeforeDataLayer();
  return useFirstLookOf(openedBefore ? firstLook?.event(idOrSlug) : undefined);
}

/** Every event, before the data layer. */
export function useFirstLookEvents(): FirstLookOf<readonly EventDocument[]> {
  const firstLook = useContext(FirstLookContext);
  const openedBefore = useOpenedBeforeDataLayer();
  return useFirstLookOf(openedBefore ? firstLook?.events() : undefined);
}
