import { readFileSync } from 'node:fs';
import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/support/render-story';
import { currentStoryServices } from '../../../tests/support/story-services';
import { StoreNoAnswerError, StoreOfflineError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import * as stories from './people-list-page.stories';
// Files made the way other programs make them (tests/fixtures/spreadsheets/README.md).
import eventbriteReport from '../../../tests/fixtures/spreadsheets/eventbrite-attendees.csv?raw';

/** A binary fixture, read from the repository (the tests run from its root). */
function fixtureFile(name: string): File {
  return new File([readFileSync(`tests/fixtures/spreadsheets/${name}`)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const { People, Empty, NoCopyOnThisDevice, PartOfTheListOnThisDevice } = composeStories(stories);

async function search(text: string) {
  const box = await screen.findByLabelText('Search name, e-mail or organisation');
  await userEvent.clear(box);
  await userEvent.type(box, text);
}

function csvFile(content: string, name = 'people.csv') {
  return new File([content], name, { type: 'text/csv' });
}

/** Opens the import and chooses `file`, as the administrator does. */
async function importFile(file: File) {
  await userEvent.click(await screen.findByRole('button', { name: 'Import…' }));
  await userEvent.upload(screen.getByLabelText('CSV or Excel file'), file);
}

describe('PeopleListPage before the server has confirmed the list', () => {
  it('keeps loading when this device holds no copy, instead of saying nobody is in it', async () => {
    await renderStory(NoCopyOnThisDevice);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Loading the list… This device holds no copy of it yet: it shows once the server answers.',
    );
    expect(screen.queryByText(/Nobody yet/)).toBeNull();
  });

  it("shows the cached rows with a count that says they are this device's copy", async () => {
    await renderStory(PartOfTheListOnThisDevice);
    expect(await screen.findByText('1 in this device’s copy of the list.')).toBeInTheDocument();
    expect(screen.getByText('This device’s copy of the list; waiting for the server to confirm it.')).toBeInTheDocument();
    expect(screen.queryByText(/in the list\./)).toBeNull();
  });
});

describe('PeopleListPage', () => {
  it('adds a person, who then shows up in the search', async () => {
    await renderStory(People);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'grace@navy.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await search('grace hopper');
    expect(await screen.findByText(/, 1 shown\./)).toBeInTheDocument();
  });

  it('says so when someone else deleted the row first', async () => {
    await renderStory(People);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Twice Deleted');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'twice@deleted.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await search('twice deleted');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Twice Deleted' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete Twice Deleted (twice@deleted.example)?');
    // Another administrator deletes the same person while the question is on screen.
    const [row] = await currentStoryServices().get(TOKENS.documentStore).whereEquals('users', 'email', 'twice@deleted.example');
    await currentStoryServices()
      .get(TOKENS.peopleAdmin)
      .remove('directory', row?.id ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Twice Deleted had already been deleted by someone else.')).toBeInTheDocument();
    expect(await screen.findByText('Nobody matches the search and filter.')).toBeInTheDocument();
  });

  it('downloads the whole list in the order it shows, whatever order the store reads it in', async () => {
    await renderStory(People);
    const services = currentStoryServices();
    const store = services.get(TOKENS.documentStore);
    const listAll = store.listAll.bind(store);
    // As a table gives them by key, not by any order the list offers.
    vi.spyOn(store, 'listAll').mockImplementation(async (collection) => [...(await listAll(collection))].reverse());
    const files: string[] = [];
    vi.spyOn(services.get(TOKENS.fileSaver), 'save').mockImplementation((_name, parts) => void files.push(parts.join('')));
    expect(await screen.findByText(/30\d in the list/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    await userEvent.click(screen.getByLabelText('With a header row'));
    await userEvent.click(screen.getByRole('button', { name: 'Download users.csv' }));
    await waitFor(() => expect(files).toHaveLength(1));

    const [header = '', ...lines] = (files[0] ?? '').replace('\uFEFF', '').split('\r\n').filter(Boolean);
    const createdAt = header.split(',').indexOf('createdAt');
    // The demo's people have plain dates and names before it: the column is found by position.
    const dates = lines.map((line) => line.split(',')[createdAt] ?? '');
    expect(dates.length).toBeGreaterThan(300);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('downloads with semicolons between fields when asked, for Excel in French or German', async () => {
    await renderStory(People);
    const files: string[] = [];
    vi.spyOn(currentStoryServices().get(TOKENS.fileSaver), 'save').mockImplementation((_name, parts) => void files.push(parts.join('')));
    expect(await screen.findByText(/30\d in the list/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('With a header row'));
    await userEvent.click(screen.getByLabelText('Semicolons between fields (Excel in French, German…)'));
    await userEvent.click(screen.getByRole('button', { name: 'Download users.csv' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [header = ''] = (files[0] ?? '').replace('\uFEFF', '').split('\r\n');
    expect(header.split(';')).toEqual(expect.arrayContaining(['id', 'email', 'name', 'createdAt']));
    expect(header).not.toContain(',');
    // The device remembers the choice: the list opened again offers semicolons already.
    cleanup();
    await renderStory(People);
    expect(await screen.findByLabelText('Semicolons between fields (Excel in French, German…)')).toBeChecked();
  });

  it('says a download needs the server when the store has no connection, why when the server did not answer, and to try again', async () => {
    await renderStory(People);
    const services = currentStoryServices();
    const save = vi.spyOn(services.get(TOKENS.fileSaver), 'save');
    const listAll = vi.spyOn(services.get(TOKENS.documentStore), 'listAll');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await screen.findByText(/30\d in the list/)).toBeInTheDocument();

    listAll.mockRejectedValueOnce(new StoreOfflineError('Error listing documents:'));
    await userEvent.click(screen.getByRole('button', { name: 'Download users.csv' }));
    expect(
      await screen.findByText('users.csv could not be made: there is no connection to the server. Try again once the device is online.'),
    ).toBeInTheDocument();

    // Online, with no answer in time: why, without waiting for a network the device has.
    listAll.mockRejectedValueOnce(new StoreNoAnswerError('Error listing documents:'));
    await userEvent.click(screen.getByRole('button', { name: 'Download users.csv' }));
    expect(await screen.findByText('users.csv could not be made: the server did not answer in time. Try again.')).toBeInTheDocument();

    listAll.mockRejectedValueOnce(new Error('Quota exceeded'));
    await userEvent.click(screen.getByRole('button', { name: 'Download users.csv' }));
    expect(await screen.findByText('users.csv could not be made. Try again.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('deletes after confirmation', async () => {
    await renderStory(People);
    await search('vera');
    const [deleteVera] = await screen.findAllByRole('button', { name: 'Delete Vera Visitor' });
    await userEvent.click(deleteVera as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vera Visitor was deleted.')).toBeInTheDocument();
  });

  it('imports a CSV and reports what happened by line', async () => {
    await renderStory(Empty);
    await importFile(
      csvFile('Name,Email,Registered\r\nZoë Ångström,zoe@x.org,45658\r\nCopy,ZOE@x.org,\r\nNo Mail,,\r\n张伟,wei@x.org,2026-01-02\r\n'),
    );
    expect(await screen.findByText(/4 rows in the file \(CSV\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    const report = screen.getByText('Import finished').parentElement as HTMLElement;
    expect(within(report).getByText('2').parentElement).toHaveTextContent('2 imported');
    expect(within(report).getByText(/Line 3: zoe@x.org is on line 2 already./)).toBeInTheDocument();
    expect(within(report).getByText('Line 4: The e-mail is missing.')).toBeInTheDocument();
  });

  it('imports an Eventbrite attendee report, the name joined from its two columns', async () => {
    await renderStory(Empty);
    await importFile(csvFile(eventbriteReport));
    expect(await screen.findByText(/2 rows in the file \(CSV\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('First Name');
    expect(screen.getByLabelText('Name, column 2')).toHaveValue('Last Name');
    expect(screen.getByText('Joined with a space: First Name + Last Name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    // In the store first, then on the page: a failure below says which of the two did not happen.
    const stored = await currentStoryServices().get(TOKENS.documentStore).list('users', {});
    expect(stored.map((person) => person.name).sort()).toEqual(['John Doe', 'Zoë Ångström']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((await screen.findAllByText('John Doe')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Zoë Ångström').length).toBeGreaterThan(0);
  });

  it('imports a German Excel export that names its separator first (sep=;), and one saved by Excel for Mac, accents intact', async () => {
    await renderStory(Empty);
    await importFile(fixtureFile('excel-separator-line.csv'));
    expect(await screen.findByText(/2 rows in the file \(CSV\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Vorname');
    expect(screen.getByLabelText(/^Organisation/)).toHaveValue('Firma');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await importFile(fixtureFile('excel-mac.csv'));
    expect(await screen.findByText(/3 rows in the file \(CSV\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    const stored = await currentStoryServices().get(TOKENS.documentStore).list('users', {});
    expect(stored.map((person) => [person.name, person.organisation]).sort()).toEqual([
      ['François Muñoz', 'Café García'],
      ['Jürgen Groß', 'Bäckerei Müller'],
      ['Jürgen Müller', 'Bäckerei Müller'],
      ['Zoë Dupont', 'Mairie de Genève'],
      ['Zoë Dupont', 'Mairie de Lyon'],
    ]);
  });

  it('reads a Central European CSV in its character set, offers another, and maps the columns read anew', async () => {
    await renderStory(Empty);
    await importFile(fixtureFile('excel-central-europe.csv'));
    expect(await screen.findByText(/4 rows in the file \(CSV\)/)).toBeInTheDocument();
    const characters = screen.getByLabelText('Character set');
    expect(characters).toHaveValue('windows-1250');
    expect(characters).toHaveAccessibleDescription(/If names look wrong/);
    expect(within(screen.getByRole('table', { name: 'The first rows' })).getByText('Dvořák')).toBeInTheDocument();
    // Read as Western European, the names go wrong, and so do the column names the mapping chose.
    await userEvent.selectOptions(characters, 'Western European (Windows)');
    expect(await within(screen.getByRole('table', { name: 'The first rows' })).findByText('Dvoøák')).toBeInTheDocument();
    // "Pøíjmení" is no column name the mapping knows: the name is asked for, not read half from a column gone.
    expect(screen.getByText('Choose a column for: Name.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Character set'), 'Central European (Windows)');
    expect(await within(screen.getByRole('table', { name: 'The first rows' })).findByText('Dvořák')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    const stored = await currentStoryServices().get(TOKENS.documentStore).list('users', {});
    expect(stored.map((person) => [person.name, person.city]).sort()).toEqual([
      ['Antonín Dvořák', 'Praha'],
      ['Jiří Černý', 'Brno'],
      ['Růžena Kotěšovcová', 'Ústí nad Labem'],
      ['Łukasz Wiśniewski', 'Łódź'],
    ]);
  });

  it('offers no character set for a file in Unicode', async () => {
    await renderStory(Empty);
    await importFile(csvFile('Name,Email\r\nZoë,zoe@example.org\r\n'));
    expect(await screen.findByText(/1 row in the file \(CSV\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Character set')).toBeNull();
  });

  it('imports a web application’s “Excel” export (an HTML table named .xls) as the page shows it, its title left out', async () => {
    await renderStory(Empty);
    await importFile(fixtureFile('web-app-export.xls'));
    expect(await screen.findByText(/3 rows in the file \(HTML\)/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'About this file' })).toHaveTextContent(
      'The line above the column names was read as a title and left out (line 1).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    const stored = await currentStoryServices().get(TOKENS.documentStore).list('users', {});
    expect(stored.map((person) => [person.name, person.phone ?? '']).sort()).toEqual([
      ['Ada Lovelace', ''],
      ['Jürgen Groß', '+49 30 1234567'],
      ['Zoé Lefèvre', '0612345678'],
    ]);
  });

  it('imports a workbook saved with the 1904 date system: the date as the file shows it, at midnight in the zone chosen', async () => {
    await renderStory(Empty);
    await importFile(fixtureFile('dates-1904.xlsx'));
    expect(await screen.findByText(/1 row in the file \(XLSX\)/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'The first rows' })).getByText('2020-10-01')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Time zone of the file’s dates'), 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    const [ada] = await currentStoryServices()
      .get(TOKENS.documentStore)
      .list('users', { where: [{ field: 'email', op: '==', value: 'ada@example.org' }] });
    expect(ada?.createdAt).toBe('2020-10-01T04:00:00.000Z');
  });

  it('reads the people from a hidden sheet, lets the admin pick the sheet and take the hidden rows in', async () => {
    await renderStory(Empty);
    await importFile(fixtureFile('hidden-sheet.xlsx'));
    expect(await screen.findByText(/2 rows in the file \(XLSX\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sheet')).toHaveValue('People');
    expect(screen.getByRole('option', { name: 'People (3 rows, hidden in the workbook)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'About this file' })).toHaveTextContent('1 hidden row was left out (line 3).');
    await userEvent.click(screen.getByLabelText(/Include the row the workbook hides \(line 3\)/));
    expect(await screen.findByText(/3 rows in the file \(XLSX\)/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sheet'), 'Cover (text, no table)');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sheet “Cover” holds text, not a table of people (no line has two columns or an e-mail address): choose another.',
    );
    // What was shown stays: the admin picks again or imports it.
    expect(screen.getByText(/3 rows in the file \(XLSX\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
  });

  it('lists LibreOffice’s cover sheet as text, not as a sheet of one row, and says so when it is chosen', async () => {
    await renderStory(Empty);
    await importFile(fixtureFile('libreoffice-guests.ods'));
    expect(await screen.findByText(/4 rows in the file \(ODS\)/)).toBeInTheDocument();
    const options = within(screen.getByLabelText('Sheet')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lisez-moi (text, no table)',
      'Inscriptions (5 rows, hidden in the workbook)',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Sheet'), 'Lisez-moi (text, no table)');
    expect(await screen.findByRole('alert')).toHaveTextContent(/The sheet “Lisez-moi” holds text, not a table of people/);
    expect(screen.getByRole('button', { name: 'Import 4 rows' })).toBeEnabled();
  });

  it('offers the columns chosen last time for a file with the same columns', async () => {
    const weekly = () => csvFile(`Who,Contact,Notes\r\nAna ${Date.now()},ana.${Date.now()}@example.org,vip\r\n`);
    await renderStory(Empty);
    await importFile(weekly());
    expect(await screen.findByText('Choose a column for: Name, E-mail.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Name'), 'Who');
    await userEvent.selectOptions(screen.getByLabelText('E-mail'), 'Contact');
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await importFile(weekly());
    expect(await screen.findByText('The columns are chosen as in your last import of a file with the same columns.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Who');
    expect(screen.getByLabelText('E-mail')).toHaveValue('Contact');
  });

  it('refuses a picture renamed .csv and imports nothing', async () => {
    await renderStory(Empty);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'people.csv', {
      type: 'text/csv',
    });
    await importFile(png);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“people.csv” is a PNG image: import a CSV or text file, or an Excel or OpenDocument workbook. Nothing was imported.',
    );
    expect(await screen.findByText(/Nobody yet/)).toBeInTheDocument();
  });

  it('keeps the import button off until an e-mail column is chosen', async () => {
    await renderStory(Empty);
    await importFile(csvFile('Who,Where\r\nAda,London\r\n'));
    expect(await screen.findByText('Choose a column for: Name, E-mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  });

  it('previews duplicates, then removes them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderStory(People);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove duplicates…' }));
    expect(await screen.findByText(/4 e-mails appear more than once: 4 entries go/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 4 duplicates' }));
    expect(await screen.findByText('4 duplicates removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^301 in the list/)).toBeInTheDocument());
  });
});
