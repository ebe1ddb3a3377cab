/** docs/product.md, "Data functions": each failing store operation is logged with its own prefix, then rethrown. */
export const STORE_LOG_PREFIX = {
  create: 'Error creating document:',
  update: 'Error updating document:',
  delete: 'Error deleting document:',
  get: 'Error getting document:',
  list: 'Error getting documents:',
  exists: 'Error checking document:',
  importUsers: 'Error importing users:',
  addUser: 'Error adding user:',
  findUser: 'Error finding user:',
  deleteDuplicates: 'Error deleting duplicate users:',
  watch: 'Error watching documents:',
  transaction: 'Error in transaction:',
} as const;

export const NO_NEW_USERS_MESSAGE = 'No new users to import.';

/** Firestore's limit on writes in one batch; imports and batch deletes go in chunks this size. */
export const WRITE_CHUNK_SIZE = 500;

export async function logged<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(prefix, error);
    throw error;
  }
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Firestore drops undefined fields (ignoreUndefinedProperties); the other stores do the same. */
export function withoutUndefined<T extends object>(data: T): T {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as T;
}
