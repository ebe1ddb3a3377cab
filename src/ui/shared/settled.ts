/**
 * A promise settled already, in the form React's use() reads without suspending (the `status`
 * and `value` of its thenable protocol): what a component passes to use() once the work it
 * waited for is done, so that it calls use() in every render, as React expects.
 */
export const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const settledValues = new WeakMap<object, Promise<unknown>>();

/** `value` as a promise settled already, in the same form: one per value, so every render passes use() the same. */
export function settledWith<T extends object>(value: T): Promise<T> {
  let settled = settledValues.get(value) as Promise<T> | undefined;
  if (!settled) {
    settled = Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
    settledValues.set(value, settled);
  }
  return settled;
}
