import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FirstLook } from '../../application/ports/first-look.port';
import type { ServiceResolver, ServiceToken } from '../../application/tokens';
import { AppProviders } from './app-providers';

/** A promise the test settles when it chooses: the data layer's load, an early answer, a store's read. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A data layer binding only `services`: a page asking for anything else fails its test. */
export function resolverOf(services: Partial<Record<symbol, unknown>>): ServiceResolver {
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!(token in services)) throw new Error(`${String(token.description)} is not bound`);
      return services[token] as T;
    },
  };
}

/**
 * A visitor's page opened from a link in Firebase mode: `url`, matched by `path`, under the app's
 * providers, with the page's first look and a data layer that may still be loading.
 */
export async function openFromALink({
  url,
  path,
  page,
  services,
  firstLook,
  onFirstLookShown,
}: {
  url: string;
  path: string;
  page: ReactElement;
  services: ServiceResolver | Promise<ServiceResolver>;
  firstLook: FirstLook;
  onFirstLookShown?: () => void;
}): Promise<void> {
  await act(async () => {
    render(
      <AppProviders services={services} firstLook={firstLook} onFirstLookShown={onFirstLookShown}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={<p role="status">Waiting for the data layer</p>}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </AppProviders>,
    );
  });
}
