/** What went wrong, in the words the error carries, for a sentence that says what to do next. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
