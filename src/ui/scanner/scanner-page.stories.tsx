import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS, type ServiceResolver } from '../../application/tokens';
import { ticketUrl } from '../../domain/registrations/ticket';
import { emptyCatalog, failingCatalog, pendingCatalog } from '../events/event-catalog.fakes';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { noCameraApi, refusingCamera, screenCamera } from './camera.fakes';
import { ScannerPage } from './scanner-page';
import { fixedSyncStatus, switchableSyncStatus } from './sync-status.fakes';
import { scriptedDoorCopy } from './door-copy.fakes';
import { appOnDevice } from '../shared/app-updates.fakes';
import { StorePermissionError } from '../../application/ports/store-errors';
import { reportedConflicts, sampleConflicts } from './admission-conflicts.fakes';
import { unlimitedAttemptLog } from '../shared/attempt-log.fakes';
import { ticketEmailsLost } from '../shared/messenger.fakes';

const camera = screenCamera();

const parameters = (extra: RollcallStoryParameters = {}) => ({
  rollcall: {
    route: { url: '/scanner' },
    signedInAs: 'admin',
    ...extra,
    // A story's own overrides are bound last, over these. The stories register their tickets on
    // this one device: the per-browser limit is not under test here.
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.attemptLog, unlimitedAttemptLog),
      ...(extra.overrides ?? []),
    ],
  } satisfies RollcallStoryParameters,
});

const meta = { title: 'Pages/Scanner', component: ScannerPage, parameters: parameters() } satisfies Meta<typeof ScannerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A handheld scanner's burst, as it types a code: each key's keydown then its character in the
 * focused field, all in one task. Keys sent one by one by the test runner arrive as slowly as a
 * busy machine lets them, past the pause that ends a burst (docs/testing.md, "A handheld scan
 * read as two").
 */
function scannerTypes(text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  // A real scanner's keys carry the time they were typed, 5 ms apart, however long the page takes
  // to handle each; a synthetic key's time is when it is sent, after the page re-rendered for the
  // one before (slow on a loaded machine). Each key is stamped as the scanner would stamp it.
  const startedAt = performance.now();
  for (const [index, key] of [...text, 'Enter'].entries()) {
    const target = document.activeElement ?? document.body;
    const keyDown = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(keyDown, 'timeStamp', { value: startedAt + index * 5 });
    const typed = target.dispatchEvent(keyDown);
    if (typed && key !== 'Enter' && target instanceof HTMLInputElement) {
      setValue?.call(target, target.value + key);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
  }
}

async function newTicket(services: ServiceResolver, email: string, slug = 'summit') {
  const event = await services.get(TOKENS.eventCatalog).findByIdOrSlug(slug);
  if (!event) throw new Error(`The demo data has no ${slug}.`);
  const outcome = await services.get(TOKENS.registerForEvent).register(event.id, { name: 'Story Guest', email });
  if (outcome.kind !== 'registered') throw new Error(`Could not register: ${outcome.kind}`);
  return ticketUrl(window.location.origin, event.id, outcome.ticketId);
}

/** Door staff: the scanner with their account and a way to sign out (they have no admin area). */
export const DoorStaff: Story = {
  parameters: parameters({ signedInAs: 'door' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/door@rollcall.test/)).toBeVisible();
    await expect(page.getByText(/\(door staff\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  },
};

/** An administrator has the admin area's sign-out: the scanner shows none. */
export const AdministratorHasNoSignOutHere: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Scan tickets' });
    await expect(page.queryByRole('button', { name: 'Sign out' })).toBeNull();
  },
};

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

/**
 * A handheld scanner in keyboard mode types the ticket's link and Enter: checked in, with the
 * focus where it was. A scan typed while the search field has the focus is taken back out of it.
 */
export const HandheldScanner: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const search = await page.findByLabelText('Name, e-mail or organisation');
    await page.findByText(/Ready offline/);
    const url = await newTicket(loaded.services as ServiceResolver, `handheld.${Date.now()}@example.org`);
    await userEvent.click(search);
    await userEvent.keyboard('Ve');
    // A person's typing, then a pause before the scan (a person's keys are never a scanner's burst).
    await new Promise((resolve) => setTimeout(resolve, 200));
    scannerTypes(url);
    await expect(await page.findByText('Welcome, Story Guest!', {}, { timeout: 10_000 })).toBeVisible();
    await expect(search).toHaveValue('Ve');
    await expect(search).toHaveFocus();
  },
};

/**
 * A ticket for another event at the summit's door: refused, the ticket's own event named with
 * its time and place, and what staff do now.
 */
export const TicketOfAnotherEvent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    scannerTypes(await newTicket(loaded.services as ServiceResolver, `elsewhere.${Date.now()}@example.org`, 'offline-first'));
    await expect(
      await page.findByText('Not registered for this event', { selector: '.outcome__title' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page.getByText(/^This ticket is for Community Meetup: Offline-first Apps, .+, at .+\.$/)).toBeVisible();
    await expect(page.getByText('Do not let them in here: send them to their event, or to the desk.')).toBeVisible();
  },
};

/** The search says who is already in, with the time, before staff pick anyone. */
export const SearchShowsWhoIsIn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    const email = `already.in.${Date.now()}@example.org`;
    scannerTypes(await newTicket(loaded.services as ServiceResolver, email));
    await expect(await page.findByText('Welcome, Story Guest!', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(page.getByLabelText('Name, e-mail or organisation'), email);
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    const found = within(await page.findByRole('list', { name: 'People found' }));
    // The time with its zone's name ("checked in at 7:30 PM CET").
    await expect(found.getByText(/^checked in at \d{1,2}:\d{2}( [AP]M)? \S+$/)).toBeVisible();
  },
};

/**
 * The door set to an event that is not today (tomorrow's meetup chosen by mistake): a warning
 * with its day, nothing scanned until staff confirm; then the camera and the search as usual.
 */
export const EventNotToday: Story = {
  play: async ({ canvasElement, loaded }) => {
    const services = loaded.services as ServiceResolver;
    const page = within(canvasElement);
    const eventChoice = await page.findByLabelText('Event');
    const today = (eventChoice as HTMLSelectElement).value;
    try {
      await userEvent.selectOptions(eventChoice, page.getByRole('option', { name: /Offline-first Apps/ }));
      const warning = await page.findByRole('alert');
      await expect(within(warning).getByRole('heading', { name: /This event is not today/ })).toBeVisible();
      await expect(warning).toHaveTextContent(
        /Community Meetup: Offline-first Apps is on .+\. Scanning now checks people in to it today\./,
      );
      await expect(page.queryByLabelText('Name, e-mail or organisation')).toBeNull();
      scannerTypes('ZZZZZZZZZZZZZZZZZZZZ');
      await expect(page.queryByText('Unknown ticket')).toBeNull();
      await userEvent.click(within(warning).getByRole('button', { name: 'Scan for this event anyway' }));
      await expect(page.queryByRole('heading', { name: /This event is not today/ })).toBeNull();
      await expect(await page.findByLabelText('Name, e-mail or organisation')).toBeVisible();
      // The code typed before the confirmation was not scanned.
      await expect(page.queryByText('Unknown ticket')).toBeNull();
    } finally {
      // The device remembers its event: the next stories open on today's again.
      services.get(TOKENS.doorDevice).rememberEventId(today);
    }
  },
};

/**
 * An administrator registers a walk-in at the door: the ticket issued and the person checked in
 * in one step; the form is empty for the next person. A wrong e-mail keeps what was typed.
 */
export const WalkIn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    await userEvent.click(page.getByText('Register a walk-in'));
    const name = page.getByLabelText(/^Full name/);
    // Someone else's details: the desk's browser must not offer the administrator's own.
    await expect(name).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByText('Their ticket is sent to this address and tied to it.')).toBeVisible();
    await userEvent.type(name, 'Wanda Walk-in');
    await userEvent.type(page.getByLabelText(/^E-mail/), 'not-an-address');
    await userEvent.click(page.getByRole('button', { name: 'Register and check in' }));
    await expect(await page.findByText('Enter an e-mail address like name@example.org.')).toBeVisible();
    await expect(name).toHaveValue('Wanda Walk-in');
    await userEvent.clear(page.getByLabelText(/^E-mail/));
    await userEvent.type(page.getByLabelText(/^E-mail/), `wanda.${Date.now()}@example.org`);
    await userEvent.click(page.getByRole('button', { name: 'Register and check in' }));
    await expect(await page.findByText('Wanda Walk-in is registered; the ticket was sent to their e-mail.')).toBeVisible();
    await expect(page.getByText('Welcome, Wanda Walk-in!')).toBeVisible();
    // In a tab of its own: the door stays as it is.
    await expect(page.getByRole('link', { name: 'Show the ticket (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expect(page.getByLabelText(/^Full name/)).toHaveValue('');
  },
};

/**
 * A walk-in whose ticket was written and its e-mail not (the network lost between the two): the
 * desk says the person is registered and let in, and that the e-mail is still to be sent.
 */
export const WalkInWhoseEmailWasNotSent: Story = {
  parameters: parameters({
    overrides: [override(TOKENS.messenger, ticketEmailsLost)],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    await userEvent.click(page.getByText('Register a walk-in'));
    await userEvent.type(page.getByLabelText(/^Full name/), 'Mira Mailless');
    await userEvent.type(page.getByLabelText(/^E-mail/), `mira.${Date.now()}@example.org`);
    await userEvent.click(page.getByRole('button', { name: 'Register and check in' }));
    await expect(
      await page.findByText(
        'Mira Mailless is registered, but the ticket’s e-mail may not have been sent: there is no connection to the server. Show them the ticket, or send it again from the event’s registrations.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Welcome, Mira Mailless!')).toBeVisible();
    await expect(page.queryByText(/Nobody was registered/)).toBeNull();
  },
};

/** Door staff have no walk-in form: registering people is for administrators. */
export const DoorStaffHaveNoWalkIns: Story = {
  parameters: parameters({ signedInAs: 'door' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    await expect(page.queryByText('Register a walk-in')).toBeNull();
  },
};

/** A ticket number nobody holds: staff are told what to do, never to "check in with your e-mail". */
export const UnknownTicket: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    scannerTypes('ZZZZZZZZZZZZZZZZZZZZ');
    await expect(await page.findByText('Unknown ticket', { selector: '.outcome__title' }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByText(/Find the person by name below/, { selector: '.outcome__action' })).toBeVisible();
    await expect(page.queryByText(/your e-mail/)).toBeNull();
  },
};

/**
 * Exit mode: someone checked in goes out (an exit, the check-in untouched); back in entry mode,
 * the demo's summit does not allow re-entry, so the door says so. The counter's "inside now" follows.
 */
export const ExitAndNoReEntry: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await page.findByText(/Ready offline/);
    // The count is live and may follow a result by a moment: each step waits for its own count.
    const insideBefore = Number(
      /([\d,]+) inside now/.exec((await page.findByText(/inside now/)).textContent ?? '')?.[1]?.replace(/,/g, ''),
    );
    const url = await newTicket(loaded.services as ServiceResolver, `exit.${Date.now()}@example.org`);
    const scan = async () => {
      await userEvent.click(page.getByRole('heading', { name: 'Scan tickets' }));
      scannerTypes(url);
    };
    await scan();
    await expect(await page.findByText('Welcome, Story Guest!', {}, { timeout: 10_000 })).toBeVisible();
    await expect(await page.findByText(`${insideBefore + 1} inside now`, { exact: false }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'An exit' }));
    await expect(
      page.getByText(/Exit mode: each scan records that someone goes out. This event does not allow coming back in./),
    ).toBeVisible();
    await scan();
    await expect(await page.findByText('Goodbye, Story Guest.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(await page.findByText(`${insideBefore} inside now`, { exact: false }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'An entry' }));
    await scan();
    await expect(
      await page.findByText(/Story Guest went out at .+, and this event does not allow coming back in/, {}, { timeout: 10_000 }),
    ).toBeVisible();
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
      override(TOKENS.frameDecoder, {
        warmUp: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        decode: () => Promise.resolve([]),
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The QR reader could not load/)).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.syncStatus, fixedSyncStatus({ online: false, pendingCheckIns: 3, kind: 'server' })),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/3 check-ins waiting to be sent/)).toBeVisible();
  },
};

const network = switchableSyncStatus({ online: true, pendingCheckIns: 0, kind: 'server' });

/** The network goes while staff scan: the banner says so at the foot of the screen, and nothing moves under their fingers. */
export const GoingOffline: Story = {
  parameters: parameters({
    overrides: [override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')), override(TOKENS.syncStatus, network)],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/A handheld barcode scanner works too/);
    const result = canvasElement.querySelector('.scan-result');
    const before = result?.getBoundingClientRect().top;
    network.set({ online: false, pendingCheckIns: 2, kind: 'server' });
    const banner = await page.findByText(/2 check-ins waiting to be sent/);
    await expect(banner).toBeVisible();
    await expect(result?.getBoundingClientRect().top).toBe(before);
  },
};

export const NoEvents: Story = {
  parameters: parameters({
    overrides: [override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')), override(TOKENS.eventCatalog, emptyCatalog)],
  }),
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

const UPDATED = new Date(Date.now() - 40 * 60_000).toISOString();
const doorTicket = { id: 'DoorTicket0000000001', name: 'Dora Door', email: 'dora@example.org', collection: 'registrations' as const };
// The list's age at the venue's hour, with the zone's name (the demo event's zone is the device's).
const offlineDoor = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
  new Date(UPDATED),
);
const doorCamera = screenCamera();

/** Preparing the door: the event's tickets being copied to the device, with progress. */
export const DoorCopying: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.doorCopy, scriptedDoorCopy({ reachable: true, updates: [{ kind: 'copying', copied: 12_480, total: 50_000 }] })),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Copying tickets to this device: 12,480 of 50,000/)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '12480');
  },
};

/** The venue's network gone while the door was being prepared: the copy waits for it, and says so. */
export const DoorCopyWaitingForTheNetwork: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(
        TOKENS.doorCopy,
        scriptedDoorCopy({ reachable: false, updates: [{ kind: 'copying', copied: 3_000, total: 50_000, waitingForNetwork: true }] }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const waiting = await page.findByText(/The copy goes on from here by itself once the network is back/);
    // Inside the status the door announces, with the progress it had reached.
    const status = waiting.closest('[role="status"]');
    await expect(status).toHaveTextContent(/Copying tickets to this device: 3,000 of 50,000\s*No connection to the server\./);
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '3000');
  },
};

/** A door without network whose copy of the list holds no ticket: every ticket shown is missing from it. */
const offlineDoorWithAnEmptyList = [
  override(TOKENS.syncStatus, fixedSyncStatus({ online: false, pendingCheckIns: 0, kind: 'server' })),
  override(
    TOKENS.doorCopy,
    scriptedDoorCopy({
      reachable: false,
      updates: [{ kind: 'tickets', reset: true, tickets: [], removed: [], updatedAt: UPDATED, live: false }],
    }),
  ),
];

/**
 * The door without network, deciding from its copy: a ticket on it is admitted (and kept for
 * the server), one that is not gets its own outcome with the copy's age.
 */
export const DoorReadyOffline: Story = {
  parameters: parameters({
    overrides: [override(TOKENS.cameraAccess, doorCamera), ...offlineDoorWithAnEmptyList],
  }),
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/0 tickets, updated/)).toHaveTextContent(`Ready offline: 0 tickets, updated ${offlineDoor}`);
    const summit = await (loaded.services as ServiceResolver).get(TOKENS.eventCatalog).findByIdOrSlug('summit');
    await doorCamera.show(ticketUrl(window.location.origin, summit?.id ?? '', doorTicket.id));
    await expect(await page.findByText('Not on this device’s list', { selector: '.outcome__title' }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByText(new RegExp(`updated ${offlineDoor}: it may be newer`), { selector: '.outcome__detail' })).toBeVisible();
    // Staff decide: the result waits for them, and "Admit anyway" is kept on the device as such.
    await userEvent.click(page.getByRole('button', { name: 'Admit anyway' }));
    await expect(await page.findByText('Admitted anyway', { selector: '.outcome__title' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Admit anyway' })).toBeNull();
    const kept = await (loaded.services as ServiceResolver).get(TOKENS.offlineAdmissions).unsettled();
    await expect(kept).toEqual([expect.objectContaining({ ticketId: doorTicket.id, notOnDeviceList: true })]);
  },
};

/** The door's ticket admitted anyway at the summit before the page opened (kept in the door's database); the summit's id. */
async function admittedAnywayOnThisDoor(services: ServiceResolver): Promise<string> {
  const eventId = (await services.get(TOKENS.eventCatalog).findByIdOrSlug('summit'))?.id ?? '';
  const admission = { eventId, ticketId: doorTicket.id, name: '', at: UPDATED, by: 'staff-1', device: 'Door A' };
  await services.get(TOKENS.offlineAdmissions).remember({ ...admission, method: 'qr', notOnDeviceList: true });
  return eventId;
}

/**
 * A ticket this door admitted anyway, shown again before the server has checked it (the page
 * reloaded meanwhile: the admission is in the door's database): said so, and not offered again.
 */
export const DoorAdmittedAnywayShownAgain: Story = {
  parameters: parameters({
    overrides: [...offlineDoorWithAnEmptyList],
  }),
  play: async ({ canvasElement, loaded }) => {
    const services = loaded.services as ServiceResolver;
    const eventId = await admittedAnywayOnThisDoor(services);
    const page = within(canvasElement);
    await page.findByText(/0 tickets, updated/);
    scannerTypes(ticketUrl(window.location.origin, eventId, doorTicket.id));
    await expect(await page.findByText('Already admitted anyway', { selector: '.outcome__title' }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByText(/by staff on Door A, though not on this device’s list/, { selector: '.outcome__detail' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Admit anyway' })).toBeNull();
  },
};

/**
 * Someone this door admitted anyway without network goes out before the server has checked the
 * ticket: the exit is kept on the device, without a name (the door never saw the ticket); back in
 * entry mode, the summit does not allow re-entry.
 */
export const DoorAdmittedAnywayGoesOut: Story = {
  parameters: parameters({
    overrides: [...offlineDoorWithAnEmptyList],
  }),
  play: async ({ canvasElement, loaded }) => {
    const services = loaded.services as ServiceResolver;
    const eventId = await admittedAnywayOnThisDoor(services);
    const page = within(canvasElement);
    await page.findByText(/0 tickets, updated/);
    await userEvent.click(page.getByRole('radio', { name: 'An exit' }));
    scannerTypes(ticketUrl(window.location.origin, eventId, doorTicket.id));
    await expect(await page.findByText('Checked out', { selector: '.outcome__title' }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByText(/^Goodbye\. Saved on this device/, { selector: '.outcome__detail' })).toBeVisible();
    await expect(await services.get(TOKENS.offlineAdmissions).unsettledPasses()).toEqual([
      expect.objectContaining({ ticketId: doorTicket.id, number: 1, kind: 'exit', awaitsCheckIn: true }),
    ]);
    await userEvent.click(page.getByRole('radio', { name: 'An entry' }));
    await userEvent.click(page.getByRole('heading', { name: 'Scan tickets' }));
    scannerTypes(ticketUrl(window.location.origin, eventId, doorTicket.id));
    await expect(await page.findByText('No re-entry', { selector: '.outcome__title' }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByText(/^They went out at /, { selector: '.outcome__detail' })).toBeVisible();
  },
};

/** Back online, the door shows what the server made of the admissions, exits and re-entries made without network. */
export const DoorConflicts: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(
        TOKENS.settleOfflineAdmissions,
        reportedConflicts((eventId) => sampleConflicts(eventId ?? 'summit')),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const report = await page.findByRole('region', { name: /4 conflicts after doors were offline/ });
    await expect(report).toHaveTextContent(
      /Tess Twice was admitted without network on Scanner B7QK at .+, and had been checked in on Scanner 4JXA at .+: the server keeps that check-in\./,
    );
    await expect(report).toHaveTextContent(
      /Ticket GoneTicket0000000001 was admitted anyway without network on Scanner B7QK at .+, but the server has no check-in for it: the registration was cancelled\./,
    );
    // Exits made without network: another door recorded the same one first; one for a ticket never checked in.
    await expect(report).toHaveTextContent(
      /Omar Out went out without network on Scanner B7QK at .+, and Scanner 4JXA had recorded that exit at .+: the server keeps that one\./,
    );
    await expect(report).toHaveTextContent(
      /Nora Never went out without network on Scanner B7QK at .+, but the server has no check-in for this ticket: the exit is not counted\./,
    );
  },
};

/** Offline with no copy of the event: the door says what it needs. */
export const DoorNoListOffline: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.doorCopy, scriptedDoorCopy({ reachable: false })),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/holds no list for this event: connect it to the network/)).toBeVisible();
  },
};

/** The server refused the copy (the account's door access withdrawn): said in words, with what to do. */
export const DoorCopyRefused: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.doorCopy, scriptedDoorCopy({ reachable: true, error: new StorePermissionError('door copy') })),
    ],
  }),
  play: async ({ canvasElement }) => {
    const notice = (await within(canvasElement).findByText(/could not be copied to this device/)).closest('p');
    await expect(notice).toHaveTextContent(
      'the server refused it: this account may not do that. Scanning needs the network until they are. Ask an administrator whether this account may still scan at this event, then sign in again.',
    );
  },
};

/** The list is in, but the app itself is still being saved on the device: not "ready offline" yet. */
export const DoorAppBeingSaved: Story = {
  parameters: parameters({
    overrides: [
      override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
      override(TOKENS.appUpdates, appOnDevice('keeping')),
      override(
        TOKENS.doorCopy,
        scriptedDoorCopy({
          reachable: true,
          updates: [{ kind: 'tickets', reset: true, tickets: [], removed: [], updatedAt: UPDATED, live: true }],
        }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const status = (await page.findByText('Tickets on this device:')).closest('[role="status"]');
    await expect(status).toHaveTextContent(/0 tickets, kept up to date\s*Saving the app on this device… Until it is saved, reloading/);
    await expect(page.queryByText(/Ready offline/)).toBeNull();
  },
};
