import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { DoorPassDocument } from '../../domain/check-in/door-pass';
import type { EventDocument } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import type { PersonDocument } from '../../domain/people/person';
import type { HighlevelEntryDocument, NationaldayEntryDocument, RegistrationDocument } from '../../domain/registrations/registration';
import type { ResourceDocument } from '../../domain/resources/resource';
import type { SettingsDocument } from '../../domain/settings/settings';

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
