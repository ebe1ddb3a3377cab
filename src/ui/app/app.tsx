import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from './routes';
import type { ServicesSource } from './services';

// Created as the bundle starts: the page's code is fetched while the data layer loads.
const router = createBrowserRouter(routes);

export function App({ services }: { services: ServicesSource }) {
  return (
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
