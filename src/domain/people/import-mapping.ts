import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { withoutFormulaGuard } from '../csv/csv';
import { addressIn } from '../shared/email';
import { isSpreadsheetErrorCell, numberInCell, shownCell, spreadsheetErrorReason } from './spreadsheet-cell';
import { dateOrderOf, importDate, type DateOrder } from './import-dates';
import { MAX_NATIONALDAY_GUESTS, type HighlevelEntryDocument, type NationaldayEntryDocument } from '../registrations/registration';
import { REGISTRATION_FIELDS } from '../registrations/registration-fields';
import type { PersonDocument } from './person';
import type { PeopleList, RegisterKind } from './people-lists';
import type { ImportRejection } from './import-plan';

/** The fields a person's document may have in the directory or a register, bookkeeping aside. */
export type PersonFieldKey = Exclude<
  keyof (PersonDocument & HighlevelEntryDocument & NationaldayEntryDocument),
  'id' | 'eventId' | 'cancelledAt' | 'source' | 'importedAt'
>;

export type ImportField = {
  key: PersonFieldKey;
  /** The field's name in the import preview and the person form ("Organisation"). */
  label: MessageDescriptor;
  /** The field as the person form's sentences name it ("the organisation"): German nouns keep their capital. */
  words?: MessageDescriptor;
  required: boolean;
  /** What a row is told when this required text is empty (an e-mail's checks are its own). */
  missing?: MessageDescriptor;
  kind: 'text' | 'email' | 'date' | 'count';
  /**
   * Header names this field is recognised by, lower case without accents or punctuation; the
   * English label among them, since a built app's descriptors no longer hold their English text.
   */
  synonyms: readonly string[];
};

/** How a field is named and read, whichever list it is in. */
type Column = Omit<ImportField, 'key' | 'required'>;

/** A field's name in the language shown. */
export const labelOf = (field: ImportField): string => i18n._(field.label);

// Header names as other programs write them (lower case, accents and punctuation folded by
// headerKey): Eventbrite's attendee report, pretix's and Hi.Events' exports, Luma's guest list,
// a Google Forms sign-up sheet, and the usual French, German and Spanish words.
const NAME: Column = {
  label: msg`Name`,
  words: msg`the name`,
  missing: msg`The name is missing.`,
  kind: 'text',
  synonyms: [
    'name',
    'fullname',
    'full name',
    'nom complet',
    'participant',
    'participant name',
    'guest',
    'guest name',
    'attendee name',
    'your name',
    'vollstandiger name',
    'nombre completo',
    // Czech and Polish (files from Central Europe: Windows-1250).
    'jmeno a prijmeni',
    'imie i nazwisko',
    // Hungarian.
    'nev',
    'teljes nev',
    // Thunderbird's address book.
    'display name',
    'nom',
  ],
};
const EMAIL: Column = {
  label: msg`E-mail`,
  kind: 'email',
  synonyms: [
    'email',
    'e mail',
    'mail',
    'email address',
    'e mail address',
    'emailaddress',
    'attendee email',
    'attendee e mail',
    'your email',
    'courriel',
    'adresse e mail',
    'adresse email',
    'e mail adresse',
    'correo',
    'correo electronico',
    // Google Contacts' export.
    'e mail 1 value',
    'e mail cim',
    'primary email',
  ],
};
const ORGANISATION: Column = {
  label: msg`Organisation`,
  words: msg`the organisation`,
  kind: 'text',
  synonyms: [
    'organisation',
    'organization',
    'company',
    'company name',
    'organisation name',
    'organization name',
    'org',
    'institution',
    'affiliation',
    'employer',
    'societe',
    'entreprise',
    'firma',
    'unternehmen',
    'empresa',
    'organizacion',
    'organizace',
    'spolecnost',
    'organizacja',
    'szervezet',
    'ceg',
    'cegnev',
    'organization 1 name',
    // Salesforce's contacts.
    'account name',
  ],
};
const PHONE: Column = {
  label: msg`Phone`,
  kind: 'text',
  synonyms: [
    'phone',
    'phone number',
    'telephone',
    'tel',
    'mobile',
    'mobile phone',
    'cell phone',
    'work phone',
    'home phone',
    'telefon',
    'telefonnummer',
    'handy',
    'portable',
    'telefono',
    'phone 1 value',
    'business phone',
    'telefonszam',
    'mobile number',
    // Brevo's contacts.
    'sms',
  ],
};
const CREATED: Column = {
  label: msg`Registered on`,
  kind: 'date',
  synonyms: [
    'registered',
    'registered on',
    'registered at',
    'registration date',
    'date',
    'created',
    'created at',
    'createdat',
    'signup date',
    'order date',
    'order created',
    'purchase date',
    'timestamp',
    'submitted at',
    'date d inscription',
    'date de commande',
    'anmeldedatum',
    'bestelldatum',
    'fecha de registro',
    // Mailchimp's audience export; Meetup's attendee list.
    'optin time',
    'rsvped on',
    // Zoom's registration report, HubSpot's and Salesforce's contacts, Microsoft Forms.
    'registration time',
    'create date',
    'created date',
    'completion time',
    // Lists kept by hand in French, German, Spanish.
    'inscrit le',
    'inscription',
    'date inscription',
    'angemeldet am',
    'registriert am',
    'fecha de inscripcion',
  ],
};

/**
 * A name in two columns, as Eventbrite, Hi.Events, Luma and most forms write it: joined, given
 * name first (family name first from Hungarian columns), when the file has no single name column.
 */
const GIVEN_NAME = [
  'first name',
  'firstname',
  'given name',
  'forename',
  'attendee first name',
  'prenom',
  'vorname',
  'nombre',
  'jmeno',
  'imie',
  'keresztnev',
  'utonev',
];
/** Hungarian's family-name columns: a Hungarian name is written family name first ("Szőke Péter"). */
const FAMILY_NAME_FIRST = ['vezeteknev', 'csaladnev', 'csaladi nev'];
const FAMILY_NAME = [
  'last name',
  'lastname',
  'surname',
  'family name',
  'attendee last name',
  'nom de famille',
  'nom',
  'nachname',
  'familienname',
  'apellido',
  'apellidos',
  'prijmeni',
  'nazwisko',
  ...FAMILY_NAME_FIRST,
];

/** Every field a person's document may have, as the import and the person form name it. */
const PERSON_COLUMNS = {
  name: NAME,
  email: EMAIL,
  organisation: ORGANISATION,
  phone: PHONE,
  country: {
    label: msg`Country`,
    words: msg`the country`,
    kind: 'text',
    synonyms: [
      'country',
      'pays',
      'land',
      'pais',
      'zeme',
      'stat',
      'orszag',
      'country region',
      'mailing country',
      'work country',
      'address 1 country',
      'business country region',
      'home country region',
    ],
  },
  city: {
    label: msg`City`,
    words: msg`the city`,
    kind: 'text',
    synonyms: [
      'city',
      'town',
      'ville',
      'ort',
      'stadt',
      'ciudad',
      'mesto',
      'miasto',
      'varos',
      'telepules',
      'mailing city',
      'work city',
      'address 1 city',
      'business city',
      'home city',
    ],
  },
  position: {
    label: msg`Title or position`,
    words: msg`the title or position`,
    kind: 'text',
    synonyms: ['position', 'title', 'function', 'role', 'title or position', 'job title', 'organization title', 'organization 1 title'],
  },
  delegation: {
    label: msg`Country or delegation`,
    words: msg`the country or delegation`,
    kind: 'text',
    synonyms: ['delegation', 'country', 'country or delegation'],
  },
  companion: {
    label: msg`Accompanying person`,
    words: msg`the accompanying person`,
    kind: 'text',
    synonyms: ['companion', 'accompanying person', 'plus one', 'guest'],
  },
  seat: {
    label: msg`Seat or table`,
    words: msg`the seat or table`,
    kind: 'text',
    synonyms: ['seat', 'table', 'seating', 'seat or table'],
  },
  nationality: { label: msg`Nationality`, words: msg`the nationality`, kind: 'text', synonyms: ['nationality', 'citizenship'] },
  guests: {
    label: msg`Accompanying guests`,
    words: msg`the accompanying guests`,
    kind: 'count',
    synonyms: [
      'guests',
      'number of guests',
      'plus',
      'accompanying guests',
      'invites',
      'nombre d invites',
      'accompagnants',
      'gaste',
      'anzahl gaste',
      'begleitpersonen',
      'invitados',
      'acompanantes',
    ],
  },
  createdAt: CREATED,
} as const satisfies Record<PersonFieldKey, Column>;

/** The directory's own fields; a register's are its registration form's (registration-forms.ts). */
const DIRECTORY_FIELDS = ['name', 'email', 'organisation', 'phone', 'country', 'city'] as const satisfies ReadonlyArray<
  keyof PersonDocument
>;
/** What only administrators fill in a register. */
const SET_BY_ADMINISTRATORS: Record<RegisterKind, readonly PersonFieldKey[]> = { highlevel: ['seat'], nationalday: [] };

/** A list's fields in the order its form asks them: the registration form's, for a register. */
export function listFieldKeys(list: PeopleList): PersonFieldKey[] {
  if (list === 'directory') return [...DIRECTORY_FIELDS];
  return [...REGISTRATION_FIELDS[list].map((field) => field.name), ...SET_BY_ADMINISTRATORS[list]];
}

const importFieldsOf = (list: PeopleList): ImportField[] =>
  [...listFieldKeys(list), 'createdAt' as const].map((key) => ({
    key,
    ...PERSON_COLUMNS[key],
    required: key === 'name' || key === 'email',
  }));

/** What an import into each list reads: the list's fields and when each person registered. */
export const IMPORT_FIELDS: Record<PeopleList, readonly ImportField[]> = {
  directory: importFieldsOf('directory'),
  highlevel: importFieldsOf('highlevel'),
  nationalday: importFieldsOf('nationalday'),
};

/** Which source columns feed each field, joined by a space (first and last name); none: empty. */
export type ColumnMapping = Record<string, readonly string[]>;

function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A first mapping from the file's headers; the administrator can change it in the preview. */
export function guessMapping(target: PeopleList, columns: readonly string[]): ColumnMapping {
  const taken = new Set<string>();
  const find = (names: readonly string[]) => columns.find((column) => !taken.has(column) && names.includes(headerKey(column)));
  const mapping: ColumnMapping = {};
  const given = find(GIVEN_NAME);
  const family = given ? columns.find((column) => column !== given && FAMILY_NAME.includes(headerKey(column))) : undefined;
  const wholeName = find(NAME.synonyms.filter((synonym) => synonym !== 'nom'));
  if (!wholeName && given && family) {
    mapping.name = FAMILY_NAME_FIRST.includes(headerKey(family)) ? [family, given] : [given, family];
    taken.add(given).add(family);
  }
  for (const field of IMPORT_FIELDS[target]) {
    if (mapping[field.key]) continue;
    // Also the label as the administrator reads it: a file headed in their language.
    const match = find([...field.synonyms, headerKey(labelOf(field))]);
    mapping[field.key] = match ? [match] : [];
    if (match) taken.add(match);
  }
  return mapping;
}

/** What is missing before an import can start: the required fields without a column. */
export function unmappedRequiredFields(target: PeopleList, mapping: ColumnMapping): ImportField[] {
  return IMPORT_FIELDS[target].filter((field) => field.required && (mapping[field.key] ?? []).length === 0);
}

/** How Google Contacts' export separates the values of one field ("a@example.org ::: b@example.org"). */
const GOOGLE_VALUES_SEPARATOR = ' ::: ';

/**
 * A cell's text. Of several values in one cell, as Google Contacts writes a contact's addresses
 * or phone numbers of one kind, the first: the one Google lists first, and a person is one
 * address here.
 */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return shownCell(value);
  // Every text cell of an import passes here: cut at the separator without splitting the rest.
  const cut = value.indexOf(GOOGLE_VALUES_SEPARATOR);
  return withoutFormulaGuard((cut === -1 ? value : value.slice(0, cut)).trim());
}

export type MappedRows = {
  /** Rows ready for the store, each with the position of its row in the file. */
  people: Array<{ row: number; person: Record<string, unknown> }>;
  rejected: ImportRejection[];
};

/**
 * Turns the file's rows into documents of the target: texts kept exactly (accents, scripts,
 * a leading "=" too: they are data; an apostrophe put before it by an export's formula guard is
 * not), dates converted, counts checked, required fields present.
 */
export function mapRows(
  target: PeopleList,
  rows: ReadonlyArray<Record<string, unknown>>,
  mapping: ColumnMapping,
  now: Date,
  timeZone = 'UTC',
): MappedRows {
  const result: MappedRows = { people: [], rejected: [] };
  // A column's dates in one order: 05/11 is read as the column's 25/11 says.
  const orders = new Map<string, DateOrder | null>();
  for (const field of IMPORT_FIELDS[target]) {
    const column = field.kind === 'date' ? mapping[field.key]?.[0] : undefined;
    if (column) orders.set(field.key, dateOrderOf(rows.map((row) => row[column])));
  }
  rows.forEach((row, index) => {
    const person: Record<string, unknown> = {};
    let problem: ImportRejection | null = null;
    for (const field of IMPORT_FIELDS[target]) {
      // Several columns feed text fields only (a name in two); a date or a count is one cell.
      const columns = mapping[field.key] ?? [];
      const cells = (field.kind === 'text' ? columns : columns.slice(0, 1)).map((column) => row[column]);
      const errorCell = cells.find(isSpreadsheetErrorCell);
      if (errorCell) {
        problem ??= { index, field: field.key, reason: spreadsheetErrorReason(labelOf(field), errorCell) };
        continue;
      }
      const raw = cells.length > 1 ? cells.map(asText).filter(Boolean).join(' ') : cells[0];
      const text = asText(raw);
      if (field.kind === 'date') {
        if (text === '') continue;
        const date = importDate(raw, timeZone, orders.get(field.key) ?? null);
        if ('problem' in date) problem ??= { index, field: field.key, reason: date.problem };
        else person[field.key] = date.iso;
      } else if (field.kind === 'count') {
        if (text === '') continue;
        // A count is the cell's number, whatever the file's format shows ("1,000", "2.00").
        const count = numberInCell(raw) ?? Number(text);
        if (!Number.isInteger(count) || count < 0 || count > MAX_NATIONALDAY_GUESTS) {
          const label = labelOf(field);
          problem ??= {
            index,
            field: field.key,
            reason: t`${label} must be a whole number from 0 to ${MAX_NATIONALDAY_GUESTS} (it is “${text}”).`,
          };
        } else person[field.key] = count;
      } else if (text !== '') person[field.key] = field.key === 'email' ? addressIn(text) : text;
      else if (field.missing) problem ??= { index, field: field.key, reason: i18n._(field.missing) };
    }
    if (problem) result.rejected.push(problem);
    else result.people.push({ row: index, person: { createdAt: now.toISOString(), ...person } });
  });
  return result;
}
