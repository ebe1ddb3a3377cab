/** A class's public members only: what callers rely on, and what a fake must offer. */
export type PublicApi<T> = Pick<T, keyof T>;
