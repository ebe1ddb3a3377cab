import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

/** The whole route table at one URL, in memory: for stories and tests of navigation. */
export function AppRoutes({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  return <RouterProvider router={router} />;
}
