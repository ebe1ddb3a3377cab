import type { Preview } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ServiceResolver } from '../src/application/tokens';
import { ServicesProvider } from '../src/ui/app/services';
import type { RollcallStoryParameters } from '../src/ui/shared/story-parameters';
import '../src/ui/styles/global.css';
import { loadStoryServices } from './story-services';

function StoryRouter({ Story, route }: { Story: ComponentType; route: RollcallStoryParameters['route'] }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: route?.pattern ?? '*', element: <Story /> }], { initialEntries: [route?.url ?? '/'] }),
  );
  return <RouterProvider router={router} />;
}

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story's test, not only show in the panel.
    a11y: { test: 'error' },
  },
  loaders: [
    async ({ parameters }) => ({ services: await loadStoryServices(parameters.rollcall as RollcallStoryParameters | undefined) }),
  ],
  decorators: [
    (Story, { loaded, parameters }) => (
      <ServicesProvider services={loaded.services as ServiceResolver}>
        <StoryRouter Story={Story} route={(parameters.rollcall as RollcallStoryParameters | undefined)?.route} />
      </ServicesProvider>
    ),
  ],
};

export default preview;
