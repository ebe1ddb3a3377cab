import type { Preview } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ServiceResolver } from '../src/application/tokens';
import { AppProviders } from '../src/ui/app/app-providers';
import { activateLocale, loadStaffTexts } from '../src/ui/i18n/language';
import type { RollcallStoryParameters } from '../src/ui/shared/story-parameters';
import { ServerPatience } from '../src/ui/shared/use-live';
import '../src/ui/styles/app.css';
import { configure } from 'storybook/test';
import { loadStoryServices } from './story-services';

// `findBy…` waits for what the page shows after a store's answer; 1 s (the default) is too short
// on two busy cores, and waiting longer for what does appear costs nothing.
configure({ asyncUtilTimeout: 10_000 });

function StoryRouter({ Story, route }: { Story: ComponentType; route: RollcallStoryParameters['route'] }) {
  return (
    <MemoryRouter initialEntries={[route?.url ?? '/']}>
      <Routes>
        <Route path={route?.pattern ?? '*'} element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
}

/** A container that never arrives, for `servicesPending` stories. */
const PENDING_SERVICES = new Promise<ServiceResolver>(() => undefined);

const rollcallOf = (parameters: Record<string, unknown>) => (parameters.rollcall ?? {}) as RollcallStoryParameters;

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story's test, not only show in the panel.
    a11y: { test: 'error' },
  },
  // Each story is a tab of its own: nothing typed in the one before (a feedback's draft) is kept.
  beforeEach: () => sessionStorage.clear(),
  loaders: [
    async ({ parameters }) => {
      const rollcall = rollcallOf(parameters);
      // Stories show staff pages without their lazy routes: every text is loaded.
      await loadStaffTexts();
      await activateLocale(rollcall.locale ?? 'en');
      return { services: await loadStoryServices(rollcall) };
    },
  ],
  decorators: [
    (Story, { loaded, parameters }) => {
      const rollcall = rollcallOf(parameters);
      const story = (
        <AppProviders
          services={rollcall.servicesPending ? PENDING_SERVICES : (loaded.services as ServiceResolver)}
          firstLook={rollcall.firstLook ?? null}
        >
          {rollcall.router === false ? <Story /> : <StoryRouter Story={Story} route={rollcall.route} />}
        </AppProviders>
      );
      // A silent server: the pages' patience has run out at once.
      return rollcall.server === 'silent' ? <ServerPatience.Provider value={0}>{story}</ServerPatience.Provider> : story;
    },
  ],
};

export default preview;
