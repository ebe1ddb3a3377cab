import { createContext, startTransition, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SETTLED, settledWith } from '../shared/settled';
import { isStaffToken, TOKENS, type ServiceResolver, type ServiceToken } from '../../application/tokens';

/** The mode's services, or the promise of them while the data layer is still loading. */
export type ServicesSource = ServiceResolver | Promise<ServiceResolver>;

/** The services, and how a load a page waits for is told to the provider (see useSettledLoads). */
type ServicesValue = { source: ServicesSource; settle: <T>(loading: Promise<T>) => Promise<T> };

const ServicesContext = createContext<ServicesValue | null>(null);

/**
 * The app renders its frame before the mode's container (Dexie or Firebase, Inversify) has
 * loaded: whatever asks for a service suspends until it is there, behind the nearest
 * `<Suspense>` (the page's loading state).
 */
export function ServicesProvider({ services, children }: { services: ServicesSource; children: ReactNode }) {
  const source = useSettledServices(services);
  const [settledLoads, settle] = useSettledLoads();
  // settledLoads only makes a new value once a load settles: the pages that waited render again.
  const value = useMemo(() => ({ source, settle, settledLoads }), [source, settle, settledLoads]);
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

/**
 * The staff services' load, told the same way: each load a page suspends on bumps a count of
 * this provider's once it settles, so the page shows at once rather than after the throttle.
 */
function useSettledLoads(): [number, ServicesValue['settle']] {
  const [settledLoads, setSettledLoads] = useState(0);
  const settle = useMemo(() => {
    // Every page waiting renders this on each try: one listener per load is enough.
    const followed = new WeakSet<Promise<unknown>>();
    return <T,>(loading: Promise<T>) => {
      if (followed.has(loading)) return loading;
      followed.add(loading);
      loading.then(
        () => setSettledLoads((count) => count + 1),
        () => undefined, // told by the page, which use()s the same promise
      );
      return loading;
    };
  }, []);
  return [settledLoads, settle];
}

/**
 * The container once loaded, as an update of this provider's own. When only the suspended pages
 * were told (React's retry of a `<Suspense>`), React held their first render back until 300 ms
 * after their loading state had shown (its throttle of suspense reveals), and the page's first
 * read waited for it. An update of state is rendered and shown at once.
 */
function useSettledServices(services: ServicesSource): ServicesSource {
  const [settled, setSettled] = useState<{ from: ServicesSource; resolver: ServiceResolver } | null>(null);
  useEffect(() => {
    if (!(services instanceof Promise)) return;
    let current = true;
    services.then(
      // A transition: every page that waited renders again, in slices rather than in one long task.
      (resolver) => current && startTransition(() => setSettled({ from: services, resolver })),
      () => undefined, // told by the pages, which use() the same promise
    );
    return () => {
      current = false;
    };
  }, [services]);
  return settled?.from === services ? settled.resolver : services;
}

function useServicesValue(): ServicesValue {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService() needs a <ServicesProvider> above it.');
  return services;
}

/** Whether the data layer has loaded (its services are there without waiting). */
export function useServicesLoaded(): boolean {
  return !(useServicesValue().source instanceof Promise);
}

/**
 * The service bound to `token` in the container of the running mode; suspends until it is
 * there, including a staff page's services, which load with the first staff page that asks.
 * With `wait: false`, a visitor's service is undefined until the data layer has loaded, for a
 * page that has something to show meanwhile (its first look).
 */
export function useService<T>(token: ServiceToken<T>): T;
export function useService<T>(token: ServiceToken<T>, options: { wait: boolean }): T | undefined;
export function useService<T>(token: ServiceToken<T>, { wait }: { wait: boolean } = { wait: true }): T | undefined {
  const services = useServicesValue();
  if (services.source instanceof Promise && !wait && !isStaffToken(token)) return undefined;
  // use() in every render, the container loaded or not: a page that suspended on the promise is
  // rendered again with the loaded container (useSettledServices), and React expects the same calls.
  const resolver = use(services.source instanceof Promise ? services.source : settledWith(services.source));
  if (isStaffToken(token)) {
    // use() is called for a staff token whether they are loaded or not: React expects the same
    // calls when it renders a component again after it suspended.
    const staff = resolver.get(TOKENS.staffServices);
    use(staff.loaded ? SETTLED : services.settle(staff.load()));
  }
  return resolver.get(token);
}

/**
 * A visitor's service for an event handler of a page shown before the data layer has loaded
 * (its first look, such as the registration form): the handler waits for the data layer, if it
 * is not there yet, rather than the page.
 */
export function useServiceLater<T>(token: ServiceToken<T>): () => Promise<T> {
  const { source } = useServicesValue();
  return useCallback(async () => (await source).get(token), [source, token]);
}
