import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { LiveListener } from '../live/live-result';

/** The check-ins list (issue 6): live, newest first, per event or all; undo deletes one. */
export class CheckInLog {
  constructor(private readonly store: DocumentStore) {}

  watch(eventId: string | null, onChange: LiveListener<CheckInDocument[]>, onError: (error: Error) => void): Unsubscribe {
    const query = eventId ? { where: [{ field: 'eventId' as const, op: '==' as const, value: eventId }] } : {};
    return this.store.watch('checkins', query, (checkIns, info) => onChange([...checkIns].sort((a, b) => b.at.localeCompare(a.at)), info), onError);
  }

  /** Takes a check-in back (a mistaken scan): the person can be checked in again. */
  async undo(id: string): Promise<'undone' | 'gone'> {
    if (!(await this.store.existsById('checkins', id))) return 'gone';
    await this.store.delete('checkins', id);
    return 'undone';
  }
}
