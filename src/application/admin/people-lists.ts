import type { TicketCollection } from '../../domain/collections';
import { HIGHLEVEL_EVENT_ID, NATIONALDAY_EVENT_ID } from '../../domain/events/event';
import type { PeopleList, RegisterKind } from '../../domain/people/people-lists';
import type { CollectionName, DocumentOf } from '../ports/collections';

/** Where each list is stored: the pages and the domain name lists, the document store collections. */
const LIST_COLLECTIONS = {
  directory: 'users',
  highlevel: 'highlevelRegister',
  nationalday: 'nationaldayRegister',
} as const satisfies Record<PeopleList, CollectionName> & Record<RegisterKind, TicketCollection>;

export type ListCollection<List extends PeopleList = PeopleList> = (typeof LIST_COLLECTIONS)[List];
export const collectionOf = <List extends PeopleList>(list: List): ListCollection<List> => LIST_COLLECTIONS[list];

/** A row of a list: a person of the directory, or a ticket of a register. */
export type PersonRow = DocumentOf<ListCollection>;

/** The event each register belongs to (fixed ids). */
export const REGISTER_EVENTS: Record<RegisterKind, string> = {
  highlevel: HIGHLEVEL_EVENT_ID,
  nationalday: NATIONALDAY_EVENT_ID,
};
