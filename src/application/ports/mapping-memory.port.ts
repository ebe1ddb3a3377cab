import type { ColumnMapping } from '../../domain/people/import-mapping';

/**
 * The column choices of past imports on this device, by the file's columns: the same export
 * every week is mapped once. `key` names the target and the file's columns.
 */
export interface MappingMemory {
  recall(key: string): ColumnMapping | null;
  remember(key: string, mapping: ColumnMapping): void;
}

/** Remembers nothing (tests and benchmarks that are not about it). */
export const NO_MAPPING_MEMORY: MappingMemory = { recall: () => null, remember: () => undefined };
