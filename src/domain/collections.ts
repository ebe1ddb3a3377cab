import type { CheckInDocument } from './check-in/check-in';
import type { DoorPassDocument } from './check-in/door-pass';
import type { EventDocument } from './events/event';
import type { FeedbackDocument } from './feedback/feedback';
import type { PersonDocument } from './people/person';
import type {
  HighlevelEntryDocument,
  NationaldayEntryDocument,
  RegistrationDocument,
} from './registrations/registration';
import type { ResourceDocument } from './resources/resource';
import type { SettingsDocument } from './settings/settings';

/** Every collection (a Firestore collection, a Dexie table: same names) and its documents. */
export type CollectionDocuments = {
  events: EventDocument;
  users: PersonDocument;
  registrations: RegistrationDocument;
  highlevelRegister: HighlevelEntryDocument;
  nationaldayRegister: NationaldayEntryDocument;
  checkins: CheckInDocument;
  doorPasses: DoorPassDocument;
  feedback: FeedbackDocument;
  resources: ResourceDocument;
  settings: SettingsDocument;
};

export type CollectionName = keyof CollectionDocuments;
export type DocumentOf<C extends CollectionName> = CollectionDocuments[C];

export const COLLECTION_NAMES = [
  'events',
  'users',
  'registrations',
  'highlevelRegister',
  'nationaldayRegister',
  'checkins',
  'doorPasses',
  'feedback',
  'resources',
  'settings',
] as const satisfies readonly CollectionName[];

/** Collections whose documents are tickets: a document id here is a ticket id. */
export const TICKET_COLLECTIONS = ['registrations', 'highlevelRegister', 'nationaldayRegister'] as const;
export type TicketCollection = (typeof TICKET_COLLECTIONS)[number];

/** Collections that hold people, each with an `email`: the directory and every ticket. */
export const PERSON_COLLECTIONS = ['users', ...TICKET_COLLECTIONS] as const;
export type PersonCollection = (typeof PERSON_COLLECTIONS)[number];
