export type CookieOptions = { days: number };

/** The browser's cookies (`user` and `location`). */
export interface CookieJar {
  read(name: string): string | undefined;
  write(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}
