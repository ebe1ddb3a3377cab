import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS, type ServiceResolver } from '../../application/tokens';
import { ticketUrl } from '../../domain/registrations/ticket';
import { emptyCatalog, failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { noCameraApi, refusingCamera, screenCamera } from './camera.fakes';
import { ScannerPage } from './scanner-page';
import { fixedSyncStatus } from './sync-status.fakes';

const camera = screenCamera();

const parameters = (extra: RollcallStoryParameters = {}) => ({
  rollcall: { route: { url: '/scanner' }, signedInAs: 'admin', overrides: [override(TOKENS.cameraAccess, refusingCamera('NotAllowedError'))], ...extra } satisfies RollcallStoryParameters,
});

const meta = { title: 'Pages/Scanner', component: ScannerPage, parameters: parameters() } satisfies Meta<typeof ScannerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function newTicket(services: ServiceResolver, email: string) {
  const summit = await services.get(TOKENS.eventCatalog).findByIdOrSlug('summit');
  if (!summit) throw new Error('The demo data has no summit.');
  const outcome = await services.get(TOKENS.registerForEvent).register(summit.id, { name: 'Story Guest', email });
  if (outcome.kind !== 'registered') throw new Error(`Could not register: ${outcome.kind}`);
  return ticketUrl(window.location.origin, summit.id, outcome.ticketId);
}

/** A QR code in front of the camera: checked in, with the counter and the history. */
export const Scanning: Story = {
  parameters: parameters({ overrides: [override(TOKENS.cameraAccess, camera)] }),
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await page.findByText(/checked in \/ registered/);
    await camera.show(await newTicket(loaded.services as ServiceResolver, `guest.${Date.now()}@example.org`));
    await expect(await page.findByText('Welcome, Story Guest!', {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(page.getByRole('table')).getByText('Story Guest')).toBeVisible();
  },
};

/** The camera is refused: the page says so and the search still checks people in. */
export const CameraBlocked: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/The camera is blocked/)).toBeVisible();
    await userEvent.type(page.getByLabelText('Name, e-mail or organisation'), 'vera');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await userEvent.click(await page.findByRole('button', { name: 'Check in Vera Visitor' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirm check-in' }));
    await expect(await page.findByText('Welcome, Vera Visitor!')).toBeVisible();
  },
};

export const NoCamera: Story = {
  parameters: parameters({ overrides: [override(TOKENS.cameraAccess, refusingCamera('NotFoundError'))] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No camera was found/)).toBeVisible();
  },
};

export const NoCameraApi: Story = {
  parameters: parameters({ overrides: [override(TOKENS.cameraAccess, noCameraApi)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/cannot use a camera on this page/)).toBeVisible();
  },
};

/** The device lost its network before the QR reader arrived: it says so, and search still works. */
export const ReaderUnavailable: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.frameDecoder, { warmUp: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), decode: () => Promise.resolve([]) }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The QR reader could not load/)).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: parameters({
    overrides: [override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')), override(TOKENS.syncStatus, fixedSyncStatus({ online: false, pendingCheckIns: 3, kind: 'server' }))],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/3 check-ins waiting to be sent/)).toBeVisible();
  },
};

export const NoEvents: Story = {
  parameters: parameters({ overrides: [override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')), override(TOKENS.eventCatalog, emptyCatalog)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no upcoming event to check people in to.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: parameters({ overrides: [override(TOKENS.eventCatalog, pendingCatalog)] }),
};

export const LoadFailed: Story = {
  parameters: parameters({ overrides: [override(TOKENS.eventCatalog, failingCatalog('Offline.'))] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};

/** The door offline in Firebase mode: it keeps counting from its copy, and says whose count it is. */
export const DeviceCount: Story = {
  parameters: parameters({ server: 'confirming' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/this device’s count, not yet confirmed by the server/)).toBeVisible();
    await expect(page.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  },
};
