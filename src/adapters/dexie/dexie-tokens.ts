import type { RollcallDatabase } from './rollcall-database';

export const DEXIE_DATABASE = Symbol.for('rollcall.adapters.DexieDatabase') as symbol & {
  readonly __service?: RollcallDatabase;
};
