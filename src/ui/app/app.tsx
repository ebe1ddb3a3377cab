import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ServiceResolver } from '../../application/tokens';
import { AppProviders } from './app-providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ services }: { services: ServiceResolver }) {
  return (
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
