import type { DoorCopyDatabase } from './door-copy-database';
import { partOf, rowsOf } from './list-columns';
import { nextTask } from '../shared/next-task';
import { ReadsAhead } from '../shared/reads-ahead';
import { ROWS_PER_PART, type ListCopyPart } from './list-versions';

/**
 * Firebase mode: the lists a staff device reads whole, as the server last confirmed them, kept as
 * columns in the device's own database (list-versions.ts says why columns). Nothing here says
 * whether a copy is current: the server does, after the list has shown from it.
 */
export class DeviceListCopies {
  /** Rows read ahead, with the wipes asked of the database when their read began. */
  private readonly ahead = new ReadsAhead<{ wipes: number; rows: unknown[] | null }>();

  constructor(private readonly database: DoorCopyDatabase) {}

  private get parts() {
    return this.database.listCopies;
  }

  /**
   * Reads the lists' copies now, for their next `read`: the admin list then shows from memory
   * at the click instead of waiting on IndexedDB. Each is held
   * once, until that read or READ_AHEAD_KEPT_MS, and never outlives a wipe or a write.
   */
  readAhead(lists: readonly string[]): void {
    for (const list of lists) {
      const wipes = this.database.wipes;
      this.ahead.start(list, async () => ({ wipes, rows: await this.readKept(list) }));
    }
  }

  /** The list's rows as last kept, or null when this device holds no whole copy of it. */
  async read<T>(list: string): Promise<T[] | null> {
    const ahead = await this.ahead.take(list);
    // Rows read before a sign-out wiped the database are the last person's: not shown.
    if (ahead && ahead.wipes === this.database.wipes) return ahead.rows as T[] | null;
    return this.readKept<T>(list);
  }

  private async readKept<T>(list: string): Promise<T[] | null> {
    const parts = (await this.parts.where('table').equals(list).toArray()).sort((a, b) => a.index - b.index);
    const first = parts[0];
    const whole =
      first !== undefined &&
      parts.length === first.parts &&
      parts.every((part, index) => part.index === index && part.token === first.token);
    return whole ? rowsOf<T>(parts) : null;
  }

  /**
   * Replaces the list's copy: its parts built one per task, then stored in one transaction,
   * unless the database was wiped meanwhile (a sign-out must leave no copy behind).
   */
  async write(list: string, rows: readonly object[]): Promise<void> {
    this.ahead.forget(list);
    const wipes = this.database.wipes;
    const madeAt = new Date().toISOString();
    const count = Math.max(1, Math.ceil(rows.length / ROWS_PER_PART));
    const parts: ListCopyPart[] = [];
    for (let index = 0; index < count; index += 1) {
      await nextTask();
      parts.push(partOf(list, madeAt, rows.slice(index * ROWS_PER_PART, (index + 1) * ROWS_PER_PART), index, count));
    }
    await this.database.transaction('rw', this.parts, async () => {
      if (this.database.wipes !== wipes) return;
      await this.parts.where('table').equals(list).delete();
      await this.parts.bulkPut(parts);
    });
    // Read ahead while the parts were being built: the copy it read is the one just replaced.
    this.ahead.forget(list);
  }
}
