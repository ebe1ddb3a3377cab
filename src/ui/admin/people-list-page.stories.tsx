import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoreNoAnswerError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import { override, type RollcallStoryParameters } from '../shared/story-parameters';
import { saysItIsStillWaiting } from '../shared/still-waiting.fakes';
import {
  duplicatesCutShort,
  duplicatesNeverRemoved,
  failingPeople,
  firstRowsOfPeople,
  importLeftUnfinished,
  importOfAWorkbookWithACover,
  importServerNotAnswering,
  importWaitingForNetwork,
  pendingPeople,
  unconfirmedPeople,
} from './admin.fakes';
import { PeopleListPage } from './people-list-page';

const meta = { title: 'Admin/People lists', component: PeopleListPage, args: { list: 'directory' } } satisfies Meta<typeof PeopleListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const People: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/30\d in the list/)).toBeVisible();
    await userEvent.type(page.getByLabelText('Search name, e-mail or organisation'), 'visitor@rollcall');
    // The demo data holds Vera twice (a different case of her e-mail), for "remove duplicates".
    await expect(await page.findByText(/, 2 shown\./)).toBeVisible();
    await expect(page.getAllByRole('cell', { name: 'Vera Visitor' })).toHaveLength(2);
    // The download follows the search.
    await expect(page.getByRole('button', { name: 'Download the 2 shown as users.csv' })).toBeVisible();
    await userEvent.clear(page.getByLabelText('Search name, e-mail or organisation'));
    await expect(await page.findByRole('button', { name: 'Download users.csv' })).toBeVisible();
  },
};

/** Which events each person holds a ticket for: the two latest named, the rest counted, all in the tooltip. */
export const TicketsFor: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('columnheader', { name: 'Tickets for' })).toBeVisible();
    await userEvent.type(page.getByLabelText('Search name, e-mail or organisation'), 'visitor@rollcall');
    await expect(await page.findByText(/, 2 shown\./)).toBeVisible();
    // Vera holds a ticket for every standard event; her two entries (the e-mail in two cases) say the same.
    const cells = await page.findAllByTitle(/Open Source Summit 2026/);
    await expect(cells).toHaveLength(2);
    const events = (cells[0]?.getAttribute('title') ?? '').split('\n');
    await expect(events.length).toBeGreaterThan(2);
    await expect(cells[0]).toHaveTextContent(`+${events.length - 2} more`);
    await expect(cells[1]?.getAttribute('title')).toBe(cells[0]?.getAttribute('title'));
  },
};

/** Before the server answers, a device's empty copy of the tickets does not say "No ticket": it waits ("…"). */
export const TicketsForNotYetConfirmed: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.peopleAdmin, {
          ...pendingPeople,
          watch: (_list, onChange) => {
            onChange([{ id: 'P1', name: 'Ada Lovelace', email: 'ada@example.org', createdAt: '2026-01-01T00:00:00.000Z' }], {
              confirmed: true,
            });
            return () => undefined;
          },
          watchEventsHeld: (onChange) => {
            onChange(new Map(), { confirmed: false });
            return () => undefined;
          },
        }),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText('Loading the events')).toBeVisible();
    await expect(page.queryByText('No ticket')).toBeNull();
  },
};

export const HighlevelRegister: Story = {
  args: { list: 'highlevel' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Seat' })).toBeVisible();
    // A register is one event's: no column of events.
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Tickets for' })).toBeNull();
  },
};

export const NationalDayRegister: Story = {
  args: { list: 'nationalday' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: 'Guests' })).toBeVisible();
  },
};

export const AddingAPerson: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add a person' }));
    await userEvent.type(page.getByLabelText(/^Name/), 'Grace Hopper');
    await userEvent.type(page.getByLabelText(/^E-mail/), 'visitor@rollcall.test');
    await userEvent.click(page.getByRole('button', { name: 'Add' }));
    await expect(await page.findByText('Another entry of this list has this e-mail already.')).toBeVisible();
  },
};

/** The server takes long to answer the new entry: the form says it is still under way, and keeps what was typed. */
export const AddingAPersonStillWaiting: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.peopleAdmin, pendingPeople)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add a person' }));
    await userEvent.type(page.getByLabelText(/^Name/), 'Wim Waiting');
    await userEvent.click(page.getByRole('button', { name: 'Add' }));
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(page.getByLabelText(/^Name/)).toHaveValue('Wim Waiting');
  },
};

/** Central European letters as Excel for Windows writes them there (Windows-1250); the rest is ASCII. */
const WINDOWS_1250: Record<string, number> = { é: 0xe9, í: 0xed, á: 0xe1, ř: 0xf8, Ł: 0xa3, ó: 0xf3, ź: 0x9f };
const centralEuropeanCsv = new File(
  [
    Uint8Array.from(
      [...'Jméno;Příjmení;E-mail;Město\r\nAntonín;Dvořák;antonin@example.cz;Praha\r\nJan;Nowak;jan@example.pl;Łódź\r\n'].map(
        (letter) => WINDOWS_1250[letter] ?? letter.charCodeAt(0),
      ),
    ),
  ],
  'účastníci.csv',
  { type: 'text/csv' },
);

/** The import's preview of a file that is not in Unicode: the character set guessed, and offered. */
export const ImportingAFileNotInUnicode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Import…' }));
    await userEvent.upload(page.getByLabelText('CSV or Excel file'), centralEuropeanCsv);
    await expect(await page.findByLabelText('Character set')).toHaveValue('windows-1250');
    await expect(within(page.getByRole('table', { name: 'The first rows' })).getByText('Dvořák')).toBeVisible();
  },
};

/** Opens the import, chooses a file the fake importer reads as 3,000 guests, and starts it. */
async function importThreeThousand(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Import…' }));
  await userEvent.upload(page.getByLabelText('CSV or Excel file'), new File(['Name,E-mail\n'], 'guests.csv', { type: 'text/csv' }));
  await userEvent.click(await page.findByRole('button', { name: 'Import 3,000 rows' }));
  return page;
}

/** The network gone part-way through an import: it waits for it, says so, and the page asks before it is closed. */
export const ImportWaitingForTheNetwork: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.importPeople, importWaitingForNetwork)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = await importThreeThousand(canvasElement);
    const said = await page.findByText(
      'No connection to the server: 500 of 3,000 imported so far. Keep this page open: the rest is sent when the connection is back.',
    );
    await expect(said.closest('[role="status"]')).not.toBeNull();
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '500');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    await expect(leaving.defaultPrevented).toBe(true);
  },
};

/** The network there, but the server stops answering part-way: the import says early that it is still under way. */
export const ImportStillWaiting: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.importPeople, importServerNotAnswering)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = await importThreeThousand(canvasElement);
    await expect(await page.findByText('Importing: 500 of 3,000')).toBeVisible();
    await saysItIsStillWaiting(canvasElement);
    await expect(page.queryByText(/No connection to the server/)).toBeNull();
  },
};

/** A workbook with a read-me sheet before the list: the cover is listed as text, and refused as such when chosen. */
export const ImportingAWorkbookWithACoverSheet: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.importPeople, importOfAWorkbookWithACover)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Import…' }));
    await userEvent.upload(page.getByLabelText('CSV or Excel file'), new File(['PK'], 'open-day.xlsx'));
    const sheet = await page.findByLabelText('Sheet');
    await expect(sheet).toHaveValue('Guests');
    await expect(
      within(sheet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Read me (text, no table)', 'Guests (2 rows)']);
    await userEvent.selectOptions(sheet, 'Read me (text, no table)');
    await expect(await page.findByRole('alert')).toHaveTextContent(/The sheet “Read me” holds text, not a table of people/);
    await expect(page.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  },
};

/** An import whose page was closed part-way on this device: how far it went, and what to do. */
export const AnImportLeftUnfinished: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.importPeople, importLeftUnfinished())] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = await page.findByRole('alert');
    await expect(notice).toHaveTextContent(
      /The import of “guests\.csv”, begun on .+, did not finish: its page was closed once at least 1,500 of 3,000 people had been written\. Import the same file again: the people already in the list are skipped, and the others are added\./,
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(page.queryByText(/did not finish/)).toBeNull();
  },
};

/** An import on another laptop not heard from since: closed, or without a connection; imported again here only if nobody is at it there. */
export const AnImportSilentOnAnotherDevice: Story = {
  parameters: {
    rollcall: {
      overrides: [override(TOKENS.importPeople, importLeftUnfinished({ silentSince: '2026-12-01T09:05:00.000Z' }))],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = await page.findByRole('alert');
    await expect(notice).toHaveTextContent(
      /The import of “guests\.csv”, begun on another device on .+, has not been heard from since .+, when at least 1,500 of 3,000 people had been written: its page was closed, or that device lost its connection\. If nobody is importing it there any more, import the same file again here: the people already in the list are skipped, and the others are added\./,
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(page.queryByText(/has not been heard from/)).toBeNull();
  },
};

export const RemovingDuplicates: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Remove duplicates…' }));
    await expect(await page.findByText(/4 e-mails appear more than once/)).toBeVisible();
  },
};

/** Opens "Remove duplicates…", presses the removal of the two it shows (`duplicatesCutShort`), and waits for `message`. */
async function removingTwoDuplicatesSays(canvasElement: HTMLElement, message: string) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Remove duplicates…' }));
  await userEvent.click(await page.findByRole('button', { name: 'Remove 2 duplicates' }));
  await expect(await page.findByText(message)).toBeVisible();
  return page;
}

/** The network goes while duplicates are removed: some may be gone already, and doing it again removes the rest. */
export const RemovingDuplicatesCutShort: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.duplicateCleanup, duplicatesCutShort())] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = await removingTwoDuplicatesSays(
      canvasElement,
      'Not every duplicate was removed: there is no connection to the server. Those removed stay removed: once connected, remove duplicates again to remove the rest.',
    );
    await expect(page.getByRole('heading', { name: 'Remove duplicates by e-mail' })).toBeVisible();
  },
};

/**
 * The server out of reach while the device says it is online: the removal was sent, the server
 * has not confirmed it, and it may still land; the parts after it were not sent.
 */
export const RemovingDuplicatesUnconfirmed: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(TOKENS.duplicateCleanup, duplicatesCutShort(new StoreUnconfirmedError('delete', new StoreNoAnswerError('delete')))),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = await removingTwoDuplicatesSays(
      canvasElement,
      'Removing the duplicates is not confirmed: the server did not answer in time. It may still be done once the server answers: then open “Remove duplicates…” again to remove what is left.',
    );
    await expect(page.queryByText(/Not every duplicate was removed/)).toBeNull();
  },
};

/** The server takes long to answer the removal: the panel says it is still under way. */
export const RemovingDuplicatesStillWaiting: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.duplicateCleanup, duplicatesNeverRemoved)] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Remove duplicates…' }));
    await userEvent.click(await page.findByRole('button', { name: 'Remove 2 duplicates' }));
    await saysItIsStillWaiting(canvasElement);
    await expect(page.getByRole('button', { name: 'Removing…' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { rollcall: { data: 'empty' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nobody yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.peopleAdmin, pendingPeople)] } satisfies RollcallStoryParameters },
};

/** A long list: its first screen by name shows while the rest is read; a search looks at those alone, and says so. */
export const FirstRowsWhileTheListLoads: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.peopleAdmin,
          firstRowsOfPeople([
            { id: 'p2', name: 'Bruno Bianchi', email: 'bruno@example.org', createdAt: '2026-01-02T00:00:00.000Z', source: 'admin' },
            { id: 'p1', name: 'Ada Lovelace', email: 'ada@example.org', createdAt: '2026-01-01T00:00:00.000Z', source: 'admin' },
          ]),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('The first 60 by name; the rest of the list is on its way.')).toBeVisible();
    await expect(page.getAllByRole('cell', { name: /^(Ada Lovelace|Bruno Bianchi)$/ }).map((cell) => cell.textContent)).toEqual([
      'Ada Lovelace',
      'Bruno Bianchi',
    ]);
    await userEvent.type(page.getByLabelText('Search name, e-mail or organisation'), 'bruno');
    await expect(await page.findByText('Searching the first 60 by name until the whole list is in.')).toBeVisible();
    await expect(page.queryByRole('cell', { name: 'Ada Lovelace' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.peopleAdmin, failingPeople('Offline.'))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Offline.');
  },
};

/** Firestore offline with nothing cached: not "Nobody yet", which the server has not said. */
export const NoCopyOnThisDevice: Story = {
  parameters: { rollcall: { overrides: [override(TOKENS.peopleAdmin, unconfirmedPeople([]))] } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('This device holds no copy of it yet');
    await expect(page.queryByText(/Nobody yet/)).toBeNull();
  },
};

/** Firestore before the server has answered, with part of the list cached: the count says so. */
export const PartOfTheListOnThisDevice: Story = {
  parameters: {
    rollcall: {
      overrides: [
        override(
          TOKENS.peopleAdmin,
          unconfirmedPeople([
            { id: 'p1', name: 'Ada Lovelace', email: 'ada@example.org', createdAt: '2026-01-01T00:00:00.000Z', source: 'admin' },
          ]),
        ),
      ],
    } satisfies RollcallStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('1 in this device’s copy of the list.')).toBeVisible();
    await expect(page.getByText('This device’s copy of the list; waiting for the server to confirm it.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

/** Firebase mode and the server silent for longer than the page waits: the copy, and a warning. */
export const ServerNotAnswering: Story = {
  parameters: { rollcall: { server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/^30\d in this device’s copy of the list\.$/)).toBeVisible();
    await expect(
      page.getByText('The server is not answering: this is this device’s copy of the list, and it may be out of date.'),
    ).toBeVisible();
  },
};

/** Nothing on this device and no answer: never an endless "Loading", never "Nobody yet". */
export const NoCopyAndServerNotAnswering: Story = {
  parameters: { rollcall: { data: 'empty', server: 'silent' } satisfies RollcallStoryParameters },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/The server is not answering, and this device holds no copy of the list yet/)).toBeVisible();
    await expect(page.queryByText(/Nobody yet/)).toBeNull();
  },
};
