/** Where the person's details were captured; kept so an administrator can tell imports apart. */
export type PersonSource = 'registration' | 'import' | 'admin' | 'demo';

/** Fields every person-shaped document shares, in `users` and in every register. */
export type PersonFields = {
  email: string;
  name: string;
  organisation?: string;
  phone?: string;
  /** From the stored location (country and city only). */
  country?: string;
  city?: string;
};

/** A member of the people directory, collection `users`. */
export type PersonDocument = PersonFields & {
  readonly id: string;
  createdAt: string;
  source?: PersonSource;
  /** When the import that added them began: every person of one import shares it. */
  importedAt?: string;
};
