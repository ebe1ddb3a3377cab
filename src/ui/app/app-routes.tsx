import { MemoryRouter } from 'react-router-dom';
import { RouteTable } from './app';

/** The whole route table at one URL, in memory: for stories and tests of navigation. */
export function AppRoutes({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <RouteTable />
    </MemoryRouter>
  );
}
