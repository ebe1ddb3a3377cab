import type { MappingMemory } from '../../application/ports/mapping-memory.port';
import type { ColumnMapping } from '../../domain/people/import-mapping';
import { deviceStorage } from './device-storage';

const KEY = 'rollcall.import.mappings';
/** Files mapped more than this many imports ago are forgotten: the storage stays small. */
const KEPT = 20;

type Entry = { key: string; mapping: ColumnMapping };

function entries(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(deviceStorage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as Entry[]).filter((entry) => typeof entry?.key === 'string' && typeof entry.mapping === 'object')
      : [];
  } catch {
    return [];
  }
}

/** The browser's local storage, newest first; a damaged entry is no memory. */
export const localStorageMappingMemory: MappingMemory = {
  recall: (key) => entries().find((entry) => entry.key === key)?.mapping ?? null,
  remember: (key, mapping) => {
    const kept = [{ key, mapping }, ...entries().filter((entry) => entry.key !== key)].slice(0, KEPT);
    try {
      deviceStorage()?.setItem(KEY, JSON.stringify(kept));
    } catch (error) {
      // Full or refused storage: the next import is guessed again, nothing else is lost.
      console.error('Error remembering the import’s columns:', error);
    }
  },
};
