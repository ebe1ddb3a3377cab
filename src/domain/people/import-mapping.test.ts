import { describe, expect, it } from 'vitest';
import { guessMapping, mapRows, unmappedRequiredFields } from './import-mapping';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('guessMapping', () => {
  it('recognises common headers in any case, with accents and punctuation', () => {
    expect(guessMapping('directory', ['Full name', 'E-Mail', 'Company', 'Téléphone', 'Registered on'])).toEqual({
      name: ['Full name'],
      email: ['E-Mail'],
      organisation: ['Company'],
      phone: ['Téléphone'],
      country: [],
      city: [],
      createdAt: ['Registered on'],
    });
  });

  // The headers of other platforms' attendee exports and sign-up sheets, as they write them.
  it.each([
    [
      'Eventbrite attendee report',
      [
        'Order #',
        'Order Date',
        'First Name',
        'Last Name',
        'Email',
        'Quantity',
        'Ticket Type',
        'Attendee #',
        'Company',
        'Job Title',
        'Cell Phone',
      ],
      { name: ['First Name', 'Last Name'], email: ['Email'], organisation: ['Company'], phone: ['Cell Phone'], createdAt: ['Order Date'] },
    ],
    [
      'pretix order export',
      ['Order code', 'Order date', 'Attendee name', 'Attendee email', 'Company', 'Phone number', 'Product'],
      { name: ['Attendee name'], email: ['Attendee email'], organisation: ['Company'], phone: ['Phone number'], createdAt: ['Order date'] },
    ],
    [
      'Hi.Events attendees',
      ['ID', 'First Name', 'Last Name', 'Email', 'Status', 'Ticket', 'Created At'],
      { name: ['First Name', 'Last Name'], email: ['Email'], createdAt: ['Created At'] },
    ],
    [
      'Luma guest list',
      ['api_id', 'name', 'first_name', 'last_name', 'email', 'phone_number', 'created_at', 'approval_status'],
      { name: ['name'], email: ['email'], phone: ['phone_number'], createdAt: ['created_at'] },
    ],
    [
      'a Google Forms sign-up sheet',
      ['Timestamp', 'Email Address', 'Full name', 'Organization'],
      { name: ['Full name'], email: ['Email Address'], organisation: ['Organization'], createdAt: ['Timestamp'] },
    ],
    [
      'a French sheet',
      ['Prénom', 'Nom', 'Adresse e-mail', 'Société', 'Téléphone', "Date d'inscription"],
      {
        name: ['Prénom', 'Nom'],
        email: ['Adresse e-mail'],
        organisation: ['Société'],
        phone: ['Téléphone'],
        createdAt: ["Date d'inscription"],
      },
    ],
    [
      'a German sheet',
      ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Firma', 'Telefon', 'Anmeldedatum'],
      {
        name: ['Vorname', 'Nachname'],
        email: ['E-Mail-Adresse'],
        organisation: ['Firma'],
        phone: ['Telefon'],
        createdAt: ['Anmeldedatum'],
      },
    ],
    [
      'a Spanish sheet',
      ['Nombre', 'Apellidos', 'Correo electrónico', 'Empresa', 'Teléfono'],
      { name: ['Nombre', 'Apellidos'], email: ['Correo electrónico'], organisation: ['Empresa'], phone: ['Teléfono'] },
    ],
    ['a French sheet with one name column', ['Nom', 'Courriel'], { name: ['Nom'], email: ['Courriel'] }],
    [
      "Zoom's webinar registration report",
      [
        'First Name',
        'Last Name',
        'Email',
        'City',
        'Country/Region',
        'Phone',
        'Organization',
        'Job Title',
        'Registration Time',
        'Approval Status',
      ],
      {
        name: ['First Name', 'Last Name'],
        email: ['Email'],
        city: ['City'],
        country: ['Country/Region'],
        phone: ['Phone'],
        organisation: ['Organization'],
        createdAt: ['Registration Time'],
      },
    ],
    [
      "HubSpot's contacts",
      ['Record ID', 'First Name', 'Last Name', 'Email', 'Phone Number', 'Company Name', 'City', 'Country/Region', 'Create Date'],
      {
        name: ['First Name', 'Last Name'],
        email: ['Email'],
        phone: ['Phone Number'],
        organisation: ['Company Name'],
        city: ['City'],
        country: ['Country/Region'],
        createdAt: ['Create Date'],
      },
    ],
    [
      "Salesforce's contacts",
      ['First Name', 'Last Name', 'Title', 'Account Name', 'Email', 'Phone', 'Mailing City', 'Mailing Country', 'Created Date'],
      {
        name: ['First Name', 'Last Name'],
        organisation: ['Account Name'],
        email: ['Email'],
        phone: ['Phone'],
        city: ['Mailing City'],
        country: ['Mailing Country'],
        createdAt: ['Created Date'],
      },
    ],
    [
      "Thunderbird's address book",
      [
        'First Name',
        'Last Name',
        'Display Name',
        'Nickname',
        'Primary Email',
        'Secondary Email',
        'Work Phone',
        'Mobile Number',
        'Work City',
        'Work Country',
        'Organization',
      ],
      {
        name: ['Display Name'],
        email: ['Primary Email'],
        phone: ['Work Phone'],
        city: ['Work City'],
        country: ['Work Country'],
        organisation: ['Organization'],
      },
    ],
    ["Brevo's contacts", ['EMAIL', 'FIRSTNAME', 'LASTNAME', 'SMS'], { name: ['FIRSTNAME', 'LASTNAME'], email: ['EMAIL'], phone: ['SMS'] }],
    [
      'a Microsoft Forms sheet',
      ['ID', 'Start time', 'Completion time', 'Email', 'Name', 'Last modified time', 'Organisation'],
      { name: ['Name'], email: ['Email'], organisation: ['Organisation'], createdAt: ['Completion time'] },
    ],
  ])('recognises %s', (_platform, columns, expected) => {
    const mapping = guessMapping('directory', columns);
    expect(Object.fromEntries(Object.entries(mapping).filter(([, chosen]) => chosen.length > 0))).toEqual(expected);
  });

  it('recognises the columns of Google Contacts, Outlook, Mailchimp and Meetup exports', () => {
    const google = [
      'Name',
      'Given Name',
      'Family Name',
      'E-mail 1 - Type',
      'E-mail 1 - Value',
      'Phone 1 - Value',
      'Organization 1 - Name',
      'Address 1 - City',
      'Address 1 - Country',
    ];
    expect(guessMapping('directory', google)).toMatchObject({
      name: ['Name'],
      email: ['E-mail 1 - Value'],
      phone: ['Phone 1 - Value'],
      organisation: ['Organization 1 - Name'],
      city: ['Address 1 - City'],
      country: ['Address 1 - Country'],
    });
    const outlook = ['First Name', 'Last Name', 'Company', 'Business City', 'Business Country/Region', 'Business Phone', 'E-mail Address'];
    expect(guessMapping('directory', outlook)).toMatchObject({
      name: ['First Name', 'Last Name'],
      email: ['E-mail Address'],
      city: ['Business City'],
      country: ['Business Country/Region'],
      phone: ['Business Phone'],
    });
    expect(guessMapping('directory', ['Email Address', 'First Name', 'Last Name', 'OPTIN_TIME'])).toMatchObject({
      createdAt: ['OPTIN_TIME'],
    });
    expect(guessMapping('directory', ['Name', 'User ID', 'RSVPed on', 'Email'])).toMatchObject({ createdAt: ['RSVPed on'] });
    expect(guessMapping('directory', ['Name', 'E-Mail', 'Ort', 'Land'])).toMatchObject({ city: ['Ort'], country: ['Land'] });
  });

  it('recognises Czech and Polish column names, a name in two columns joined', () => {
    expect(guessMapping('directory', ['Jméno', 'Příjmení', 'E-mail', 'Organizace', 'Město', 'Stát'])).toMatchObject({
      name: ['Jméno', 'Příjmení'],
      organisation: ['Organizace'],
      city: ['Město'],
      country: ['Stát'],
    });
    expect(guessMapping('directory', ['Imię i nazwisko', 'E-mail', 'Firma', 'Miasto'])).toMatchObject({
      name: ['Imię i nazwisko'],
      organisation: ['Firma'],
      city: ['Miasto'],
    });
    expect(guessMapping('directory', ['Imię', 'Nazwisko', 'E-mail']).name).toEqual(['Imię', 'Nazwisko']);
  });

  it('recognises Hungarian column names, and joins a name in two columns family name first, as Hungarian writes it', () => {
    expect(
      guessMapping('directory', ['Vezetéknév', 'Keresztnév', 'E-mail cím', 'Szervezet', 'Város', 'Ország', 'Telefonszám']),
    ).toMatchObject({
      name: ['Vezetéknév', 'Keresztnév'],
      email: ['E-mail cím'],
      organisation: ['Szervezet'],
      city: ['Város'],
      country: ['Ország'],
      phone: ['Telefonszám'],
    });
    expect(guessMapping('directory', ['Keresztnév', 'Vezetéknév', 'E-mail']).name).toEqual(['Vezetéknév', 'Keresztnév']);
    expect(guessMapping('directory', ['Név', 'E-mail', 'Cég']).name).toEqual(['Név']);
    expect(guessMapping('directory', ['Last Name', 'First Name', 'Email']).name).toEqual(['First Name', 'Last Name']);
  });

  it('recognises the accompanying guests and the registration date of lists kept by hand in French, German and Spanish', () => {
    expect(guessMapping('nationalday', ['Nom', 'E-mail', 'Invités', 'Inscrit le'])).toMatchObject({
      guests: ['Invités'],
      createdAt: ['Inscrit le'],
    });
    expect(guessMapping('nationalday', ['Name', 'E-Mail', 'Anzahl Gäste', 'Angemeldet am'])).toMatchObject({
      guests: ['Anzahl Gäste'],
      createdAt: ['Angemeldet am'],
    });
    expect(guessMapping('nationalday', ['Nombre', 'Correo', 'Invitados', 'Fecha de inscripción'])).toMatchObject({
      guests: ['Invitados'],
      createdAt: ['Fecha de inscripción'],
    });
  });

  it('joins a name given in two columns, given name first', () => {
    const columns = ['First Name', 'Last Name', 'Email'];
    const { people } = mapRows(
      'directory',
      [
        { 'First Name': 'John', 'Last Name': 'Doe', Email: 'john@example.org' },
        { 'First Name': 'Cher', 'Last Name': '', Email: 'cher@example.org' },
      ],
      guessMapping('directory', columns),
      now,
    );
    expect(people.map(({ person }) => person.name)).toEqual(['John Doe', 'Cher']);
  });

  it('reports the required fields left without a column', () => {
    expect(unmappedRequiredFields('directory', guessMapping('directory', ['Name', 'Phone'])).map((field) => field.key)).toEqual(['email']);
  });
});

describe('mapRows', () => {
  const mapping = { name: ['Name'], email: ['Email'], organisation: ['Org'], createdAt: ['When'], guests: ['Guests'] };

  it('keeps names exactly, formulas included, and converts dates', () => {
    const { people, rejected } = mapRows(
      'directory',
      [{ Name: ' 张伟 Ångström ', Email: 'Zhang@Example.org', Org: '=HYPERLINK("http://evil")', When: 45658 }],
      mapping,
      now,
    );
    expect(rejected).toEqual([]);
    expect(people).toEqual([
      {
        row: 0,
        person: {
          name: '张伟 Ångström',
          email: 'Zhang@Example.org',
          organisation: '=HYPERLINK("http://evil")',
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      },
    ]);
  });

  it('reads an e-mail written as a mail program writes it, name and angle brackets or a mailto: link', () => {
    const { people, rejected } = mapRows(
      'directory',
      [
        { Name: 'Zoë', Email: 'Zoë Dupont <zoe@example.org>' },
        { Name: 'Ali', Email: 'mailto:ali@example.org' },
      ],
      mapping,
      now,
    );
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => person.email)).toEqual(['zoe@example.org', 'ali@example.org']);
  });

  it('takes a formatted number as the file shows it in a text field, as its number in a count or a date', () => {
    const shown = (number: number, text: string) => ({ number, shown: text });
    const { people, rejected } = mapRows(
      'nationalday',
      [
        {
          Name: 'Zoé',
          Email: 'zoe@x.org',
          Phone: shown(612345678, '06 12 34 56 78'),
          Guests: shown(2, '2 guests'),
          When: shown(45658, '45,658'),
        },
        { Name: 'Bo', Email: 'bo@x.org', Guests: shown(7, '7 guests') },
      ],
      { ...mapping, phone: ['Phone'] },
      now,
    );
    expect(people.map(({ person }) => [person.phone, person.guests, person.createdAt])).toEqual([
      ['06 12 34 56 78', 2, '2025-01-01T00:00:00.000Z'],
    ]);
    expect(rejected.map((problem) => problem.reason)).toEqual([
      'Accompanying guests must be a whole number from 0 to 4 (it is “7 guests”).',
    ]);
  });

  it('rejects a row whose cell holds a spreadsheet error, saying which cell, never taking it for empty', () => {
    const { people, rejected } = mapRows(
      'directory',
      [
        { Name: 'Ana', Email: 'ana@x.org', When: { spreadsheetError: '#VALUE!', cell: 'C2' } },
        { Name: { spreadsheetError: '#REF!', cell: 'A3' }, Email: 'bo@x.org' },
      ],
      mapping,
      now,
    );
    expect(people).toEqual([]);
    expect(rejected).toEqual([
      {
        index: 0,
        field: 'createdAt',
        reason: expect.stringMatching(/: cell C2 holds the spreadsheet error #VALUE!\. Correct it in the file, then import it again\.$/),
      },
      { index: 1, field: 'name', reason: 'Name: cell A3 holds the spreadsheet error #REF!. Correct it in the file, then import it again.' },
    ]);
  });

  it('dates a row without a date by the import, and rejects rows with what is wrong', () => {
    const { people, rejected } = mapRows(
      'nationalday',
      [
        { Name: 'Ana', Email: 'ana@x.org', Guests: '2' },
        { Name: '', Email: 'no-name@x.org' },
        { Name: 'Bo', Email: 'bo@x.org', When: 'yesterday-ish' },
        { Name: 'Cy', Email: 'cy@x.org', Guests: '7' },
      ],
      mapping,
      now,
    );
    expect(people).toEqual([{ row: 0, person: { name: 'Ana', email: 'ana@x.org', guests: 2, createdAt: now.toISOString() } }]);
    expect(rejected.map((problem) => [problem.index, problem.field])).toEqual([
      [1, 'name'],
      [2, 'createdAt'],
      [3, 'guests'],
    ]);
    expect(rejected[2]?.reason).toBe('Accompanying guests must be a whole number from 0 to 4 (it is “7”).');
  });
});
