import type { DocumentOf } from '../ports/collections';
import { findDuplicatesByEmail, type DuplicateGroup } from '../../domain/people/duplicates';
import type { ImportTarget } from '../../domain/people/import-mapping';
import type { DocumentStore } from '../ports/document-store.port';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import { isRegister, REGISTER_EVENTS } from './people-admin.use-case';

export type DuplicatePreview = Array<DuplicateGroup<DocumentOf<ImportTarget>>>;

/** "Remove duplicates by e-mail" (docs/product.md, "Data functions"): first a preview, then the batch delete. */
export class DuplicateCleanup {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    /** Told when removing duplicate tickets freed seats: the waiting list offers them. */
    private readonly seatsFreed: (eventId: string) => Promise<void> = async () => {},
  ) {}

  async preview(target: ImportTarget): Promise<DuplicatePreview> {
    return findDuplicatesByEmail(await this.store.listAll(target));
  }

  /** Deletes what the preview showed going; in a register, their seats are freed and the e-mail stays the kept ticket's. */
  async apply(target: ImportTarget, groups: DuplicatePreview): Promise<number> {
    if (isRegister(target)) {
      const removed = await this.ledger.removeDuplicates(target, groups as Array<DuplicateGroup<DocumentOf<typeof target>>>);
      if (removed > 0) await this.seatsFreed(REGISTER_EVENTS[target]);
      return removed;
    }
    const removed = groups.flatMap((group) => group.remove.map((document) => document.id));
    await this.store.deleteMany(target, removed);
    return removed.length;
  }
}
