import { StrictMode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { FirstLook } from '../../application/ports/first-look.port';
import { AppProviders } from './app-providers';
import { routes } from './routes';
import type { ServicesSource } from './services';

/** The route table at the current URL (the declarative router: the app loads no data through it). */
export function RouteTable() {
  return useRoutes(routes);
}

export function App({
  services,
  firstLook = null,
  onFirstLookShown,
}: {
  services: ServicesSource;
  firstLook?: FirstLook | null;
  onFirstLookShown?: () => void;
}) {
  return (
    <StrictMode>
      <AppProviders services={services} firstLook={firstLook} onFirstLookShown={onFirstLookShown}>
        <BrowserRouter>
          <RouteTable />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
