import type { JoinRequest } from '../../application/ports/waiting-list.port';
import type { WaitingEntry, WaitingPlace } from '../../domain/waiting-list/waiting-list';
import { normaliseEmail } from '../../domain/shared/email';
import { newDocumentId } from './document-id';
import { withoutUndefined } from './store-log';
import { placeIdOf } from './mail-record';

/**
 * What joining the line at `position` stores, in both modes: the public place (under its id)
 * and the person's entry, the registration form's other fields kept with it.
 */
export function joiningRecords({ event, fields, now, language }: JoinRequest, position: number) {
  const { name, email, createdAt: _createdAt, ...rest } = withoutUndefined(fields) as Record<string, string | number>;
  const place: WaitingPlace & { id: string } = {
    id: placeIdOf(event.id, position),
    eventId: event.id,
    position,
    joinedAt: now.toISOString(),
    state: 'waiting',
    ...(language ? { language } : {}),
  };
  const entry: WaitingEntry = {
    id: newDocumentId(),
    eventId: event.id,
    position,
    name: String(name),
    email: normaliseEmail(String(email)),
    fields: rest,
    joinedAt: place.joinedAt,
  };
  return { place, entry };
}
