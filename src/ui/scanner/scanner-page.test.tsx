import { composeStories, composeStory } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import { TOKENS } from '../../application/tokens';
import { override } from '../shared/story-parameters';
import * as stories from './scanner-page.stories';
import meta from './scanner-page.stories';
import { playOutcomeSound } from './outcome-sound';
import { appOnDevice } from '../shared/app-updates.fakes';
import { scriptedDoorCopy } from './door-copy.fakes';
import { refusingCamera } from './camera.fakes';

vi.mock('./outcome-sound', () => ({ playOutcomeSound: vi.fn(), unlockSound: vi.fn() }));

const { CameraBlocked } = composeStories(stories);

async function checkInByHand(name: string, query: string) {
  const search = await screen.findByLabelText('Name, e-mail or organisation');
  await userEvent.clear(search);
  await userEvent.type(search, query);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.click(await screen.findByRole('button', { name: `Check in ${name}` }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm check-in' }));
}

/** The scanner page with this clock (no camera), once the door's search shows. */
async function openDoorAt(clock: { now: () => Date }) {
  const story = composeStory(
    {
      ...stories.CameraBlocked,
      play: undefined,
      parameters: { rollcall: { route: { url: '/scanner' }, signedInAs: 'admin', overrides: [override(TOKENS.clock, clock)] } },
    },
    meta,
  );
  await renderStory(story);
  // The door prepares its copy first: long on a busy machine.
  expect(await screen.findByLabelText('Name, e-mail or organisation', {}, { timeout: 10_000 })).toBeInTheDocument();
}

describe('ScannerPage', () => {
  it('checks people in by hand when there is no camera, and says when someone is already in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderStory(CameraBlocked);
    expect(await screen.findByText(/The camera is blocked/)).toBeInTheDocument();
    await checkInByHand('Vera Visitor', 'visitor@rollcall');
    expect(await screen.findByText('Welcome, Vera Visitor!')).toBeInTheDocument();
    await checkInByHand('Vera Visitor', 'vera');
    expect(await screen.findByText(/Vera Visitor was checked in at .+ by staff on Scanner/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Already checked in', 'Checked in']);
  });

  it('plays a sound for each result until the switch is turned off, and keeps the history when it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(playOutcomeSound).mockClear();
    await renderStory(CameraBlocked);
    await checkInByHand('Vera Visitor', 'visitor@rollcall');
    expect(await screen.findByText('Welcome, Vera Visitor!')).toBeInTheDocument();
    expect(playOutcomeSound).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sound for each scan' }));
    await checkInByHand('Vera Visitor', 'vera');
    expect(await screen.findByText(/Vera Visitor was checked in at .+ by staff on Scanner/)).toBeInTheDocument();
    expect(playOutcomeSound).toHaveBeenCalledTimes(1);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
  });

  it('asks for two letters before searching, and says when nobody matches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderStory(CameraBlocked);
    await userEvent.type(await screen.findByLabelText('Name, e-mail or organisation'), 'v');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Type at least 2 letters of a name or an e-mail.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name, e-mail or organisation'), 'zzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nobody with a ticket for this event matches.')).toBeInTheDocument();
  });

  it('restarts the camera on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = vi.fn(() => Promise.reject(new DOMException('busy', 'NotReadableError')));
    const story = composeStory(
      {
        ...stories.CameraBlocked,
        play: undefined,
        parameters: {
          rollcall: {
            route: { url: '/scanner' },
            signedInAs: 'admin',
            overrides: [override(TOKENS.cameraAccess, { available: () => true, open, list: async () => [] })],
          },
        },
      },
      meta,
    );
    await renderStory(story);
    expect(await screen.findByText(/in use by another app/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart the camera' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('still scans for an event once it has ended, on its day: late arrivals', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The demo's event of today runs from two hours before this hour for eight hours: a minute after its end.
    const thisHour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const clock = { now: () => new Date(thisHour + 6 * 3_600_000 + 60_000) };
    await openDoorAt(clock);
    const chosen = screen.getByRole('combobox', { name: 'Event' }) as HTMLSelectElement;
    expect(chosen.selectedOptions[0]?.textContent).toMatch(/^Open Source Summit 2026/);
    expect(screen.queryByRole('heading', { name: /This event is not today/ })).toBeNull();
  });

  it('asks again when the event’s day is over while the door is left on (seen when the tablet wakes)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let daysLater = 0;
    const clock = { now: () => new Date(Date.now() + daysLater * 24 * 3_600_000) };
    await openDoorAt(clock);
    expect(screen.queryByRole('heading', { name: /This event is not today/ })).toBeNull();

    // Three days on (the demo's event of today lasts eight hours), the tablet wakes.
    daysLater = 3;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('heading', { name: /This event is not today/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name, e-mail or organisation')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Scan for this event anyway' }));
    // Asked again until it holds: the door's copy may finish meanwhile and draw the search anew.
    await waitFor(() => expect(screen.getByLabelText('Name, e-mail or organisation')).toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: /This event is not today/ })).toBeNull();
  });

  it("tells a door whose app is not saved yet not to reload as soon as the network goes, not at its list's next change", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const network = { reachable: true };
    const copy = scriptedDoorCopy({
      reachable: () => network.reachable,
      updates: [{ kind: 'tickets', reset: true, tickets: [], removed: [], updatedAt: new Date().toISOString(), live: false }],
    });
    const story = composeStory(
      {
        ...stories.DoorAppBeingSaved,
        play: undefined,
        parameters: {
          rollcall: {
            route: { url: '/scanner' },
            signedInAs: 'admin',
            overrides: [
              override(TOKENS.cameraAccess, refusingCamera('NotAllowedError')),
              override(TOKENS.appUpdates, appOnDevice('keeping')),
              override(TOKENS.doorCopy, copy),
            ],
          },
        },
      },
      meta,
    );
    await renderStory(story);
    expect(await screen.findByText(/Saving the app on this device/, {}, { timeout: 10_000 })).toBeInTheDocument();
    network.reachable = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/do not reload or close this page until the network is back/)).toBeInTheDocument();
    expect(screen.queryByText(/Saving the app on this device/)).toBeNull();
    network.reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/Saving the app on this device/)).toBeInTheDocument();
  });
});
