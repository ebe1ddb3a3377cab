import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import type { ServiceResolver } from '../../application/tokens';
import { ServicesProvider } from './services';

const router = createBrowserRouter(routes);

export function App({ services }: { services: ServiceResolver }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>
  );
}
