import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { checkInTakenBackWithoutNetwork, failingCheckIns, galaCheckIns, pendingCheckIns } from './admin.fakes';
import { AdminCheckinsPage } from './admin-checkins-page';
import { reportedConflicts, sampleConflicts } from '../scanner/admission-conflicts.fakes';

const meta = { title: 'Admin/Check-ins', component: AdminCheckinsPage } satisfies Meta<typeof AdminCheckinsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/\d+ check-ins\./)).toBeVisible();
    await expect(await page.findByRole('region', { name: 'Who is inside' })).toHaveTextContent(
      /[\d,]+ checked in, [\d,]+ inside now \(all events\)/,
    );
    await expect(page.getByRole('button', { name: /Download attendance.csv/ })).toBeEnabled();
  },
};

/** Exits recorded at a second door: inside now and each door's counts. */
export const InsideNowPerDoor: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.checkInLog,
          galaCheckIns(
            ['A', 'B', 'C'],
            [
              {
                id: 'gala_A_1',
                eventId: 'gala',
                ticketId: 'A',
                number: 1,
                kind: 'exit',
                name: 'Guest A',
                at: '2030-05-01T11:00:00.000Z',
                by: 's',
                device: 'South door',
              },
            ],
          ),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const inside = await within(canvasElement).findByRole('region', { name: 'Who is inside' });
    await expect(inside).toHaveTextContent('3 checked in, 2 inside now (all events).');
    await expect(within(inside).getByRole('list', { name: 'Per door' })).toHaveTextContent(
      'North door: 3 in, 0 outSouth door: 0 in, 1 out',
    );
  },
};

/** A check-in taken back on a laptop without network: told so, and the check-in stays listed. */
export const TakenBackWithoutNetwork: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.checkInLog, checkInTakenBackWithoutNetwork)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Undo the check-in of Guest A' }));
    await userEvent.click(page.getByRole('button', { name: 'Take it back' }));
    await expect(
      await page.findByText('Guest A’s check-in was not taken back: there is no connection to the server. Try again.'),
    ).toBeVisible();
    await expect(page.getByText('1 check-in.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody has been checked in yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.checkInLog, pendingCheckIns)] } satisfies RollcallStoryParameters },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.checkInLog, failingCheckIns('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};

/** Firebase mode before the server confirms: the check-ins this device holds, said to be its copy. */
export const DeviceCopy: Story = {
  parameters: { rollcall: { server: 'confirming' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This device’s copy of the check-ins; waiting for the server to confirm it.')).toBeVisible();
    await expect(page.getByText(/^\d+ check-ins\.$/)).toBeVisible();
  },
};

/** Doors that were offline let the same ticket in twice, a cancelled one anyway, and people out: staff see it. */
export const ConflictsAfterOfflineDoors: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.settleOfflineAdmissions,
          reportedConflicts((eventId) => sampleConflicts(eventId ?? 'a-deleted-event')),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: '4 conflicts after doors were offline' })).toHaveTextContent('A deleted event');
    await page.findByRole('option', { name: 'Open Source Summit 2026' });
    await userEvent.selectOptions(page.getByLabelText('Event'), 'Open Source Summit 2026');
    const report = await page.findByRole('region', { name: '4 conflicts after doors were offline' });
    await expect(report).toHaveTextContent(/Open Source Summit 2026, noticed .+: Tess Twice was admitted without network on Scanner B7QK/);
    await expect(report).toHaveTextContent(/the server keeps that check-in/);
  },
};
