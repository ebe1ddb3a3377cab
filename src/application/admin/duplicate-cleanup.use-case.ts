import type { DocumentOf } from '../../domain/collections';
import { findDuplicatesByEmail, type DuplicateGroup } from '../../domain/people/duplicates';
import type { ImportTarget } from '../../domain/people/import-mapping';
import { ticketKeyId } from '../../domain/registrations/ticket';
import type { DocumentStore } from '../ports/document-store.port';
import { REGISTER_EVENTS, isRegister } from './people-admin.use-case';

export type DuplicatePreview = Array<DuplicateGroup<DocumentOf<ImportTarget>>>;

/** "Remove duplicates by e-mail" (SPEC §7, PRODUCT.md): first a preview, then the batch delete. */
export class DuplicateCleanup {
  constructor(private readonly store: DocumentStore) {}

  async preview(target: ImportTarget): Promise<DuplicatePreview> {
    return findDuplicatesByEmail(await this.store.listAll(target));
  }

  /** Deletes what the preview showed going; in a register, the e-mail's key then points to the one kept. */
  async apply(target: ImportTarget, groups: DuplicatePreview): Promise<number> {
    const removed = groups.flatMap((group) => group.remove.map((document) => document.id));
    await this.store.deleteMany(target, removed);
    if (isRegister(target) && removed.length > 0) {
      const eventId = REGISTER_EVENTS[target];
      await this.store.setMany(
        'ticketKeys',
        groups.map((group) => ({ id: ticketKeyId(eventId, group.email), eventId, ticketId: group.keep.id, collection: target, createdAt: new Date().toISOString() })),
      );
      await this.store.transaction(['events'], async (transaction) => {
        const event = await transaction.get('events', eventId);
        if (event) transaction.update('events', eventId, { seatsTaken: Math.max(0, (event.seatsTaken ?? 0) - removed.length) });
      });
    }
    return removed.length;
  }
}
