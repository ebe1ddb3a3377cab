import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../ports/collections';
import { findDuplicatesByEmail, type DuplicateGroup } from '../../domain/people/duplicates';
import { isRegister, type PeopleList } from '../../domain/people/people-lists';
import type { DocumentStore } from '../ports/document-store.port';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import { collectionOf, REGISTER_EVENTS, type PersonRow } from './people-lists';

export type DuplicatePreview = Array<DuplicateGroup<PersonRow>>;

/** "Remove duplicates by e-mail" (docs/product.md, "Data functions"): first a preview, then the batch delete. */
export class DuplicateCleanup {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    /** Told when removing duplicate tickets freed seats: the waiting list offers them. */
    private readonly seatsFreed: (eventId: string) => Promise<void> = async () => {},
  ) {}

  async preview(list: PeopleList): Promise<DuplicatePreview> {
    return findDuplicatesByEmail(await this.store.listAll(collectionOf(list)));
  }

  /** Deletes what the preview showed going; in a register, their seats are freed and the e-mail stays the kept ticket's. */
  async apply(list: PeopleList, groups: DuplicatePreview): Promise<number> {
    if (isRegister(list)) {
      const removed = await this.ledger.removeDuplicates(collectionOf(list), groups as Array<DuplicateGroup<DocumentOf<TicketCollection>>>);
      if (removed > 0) await this.seatsFreed(REGISTER_EVENTS[list]);
      return removed;
    }
    const removed = groups.flatMap((group) => group.remove.map((document) => document.id));
    await this.store.deleteMany(collectionOf(list), removed);
    return removed.length;
  }
}
