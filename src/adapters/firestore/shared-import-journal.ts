import type { Clock } from '../../application/ports/clock.port';
import type { ImportJournal, JournalledImport, UnfinishedImport } from '../../application/ports/import-journal.port';
import type { PeopleList } from '../../domain/people/people-lists';
import type { LocalStorageImportJournal } from '../browser/local-storage-import-journal';
import type { AnnouncedImports } from './announced-imports';

/**
 * The imports under way on every administrator's device. This device's own are told from its
 * local storage and Web Locks, at once and without network; another device's, from the server,
 * once that device has not been heard from for a while. Dismissing one, or importing its file to
 * the end, closes it everywhere.
 */
export class SharedImportJournal implements ImportJournal {
  constructor(
    private readonly device: LocalStorageImportJournal,
    private readonly announced: AnnouncedImports,
    private readonly clock: Clock,
  ) {}

  begin(entry: Omit<UnfinishedImport, 'id' | 'written'>): JournalledImport {
    const noted = this.device.begin(entry);
    const announcement = this.announced.announce({ ...entry, id: noted.id });
    return {
      id: noted.id,
      written: (count) => {
        noted.written(count);
        announcement.written(count);
      },
      end: () => {
        noted.end();
        announcement.end();
      },
    };
  }

  async unfinished(list: PeopleList): Promise<UnfinishedImport[]> {
    const here = await this.device.unfinished(list);
    // Without network (or a refusal): this device's own, as before.
    const everywhere = await this.announced.of(list).catch(() => null);
    if (!everywhere) return here;
    for (const entry of here) if (everywhere.closed.has(entry.id)) this.device.forget(entry.id);
    const noted = this.device.noted(list);
    const now = this.clock.now();
    const silent = everywhere.open
      .filter((entry) => !noted.has(entry.id) && this.announced.silentAt(entry.heardAt, now))
      .map(({ heardAt, ...entry }) => ({ ...entry, silentSince: heardAt }));
    return [...here.filter((entry) => !everywhere.closed.has(entry.id)), ...silent];
  }

  forget(id: string): void {
    this.device.forget(id);
    // Not closed without network: the notice comes back on the next page, and "Dismiss" works then.
    this.announced.close(id).catch(() => undefined);
  }
}
