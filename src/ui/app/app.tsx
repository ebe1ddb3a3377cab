import { StrictMode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from './routes';
import type { ServicesSource } from './services';

/** The route table at the current URL (the declarative router: the app loads no data through it). */
export function RouteTable() {
  return useRoutes(routes);
}

export function App({ services }: { services: ServicesSource }) {
  return (
    <StrictMode>
      <AppProviders services={services}>
        <BrowserRouter>
          <RouteTable />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
