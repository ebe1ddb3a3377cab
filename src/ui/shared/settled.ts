/**
 * A promise settled already, in the form React's use() reads without suspending (the `status`
 * and `value` of its thenable protocol): what a component passes to use() once the work it
 * waited for is done, so that it calls use() in every render, as React expects.
 */
export const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
