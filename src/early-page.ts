/**
 * What both builds' early scripts (first-read.early.ts, first-look.early.ts) do beside their own
 * read. Imported by them only: a module the app imported too would come in a chunk they shared.
 */

export function preload(hrefs: readonly string[]): void {
  for (const href of hrefs)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }));
}

/** The files the HTML names in a meta element (config/data-layer-chunk.ts, config/ticket-view-files.ts). */
export function filesNamed(meta: string): string[] {
  return document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(' ').filter(Boolean) ?? [];
}

/** Once the HTML is parsed (its meta elements are there), not once the entry has run: DOMContentLoaded waits for it. */
export function onceParsed(work: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('readystatechange', work, { once: true });
  else work();
}

/**
 * Asks for the data layer now: a page with a first look asks for it once it has shown it
 * (data-layer-start.ts); any other page needs it at once. The HTML names its file
 * (config/data-layer-chunk.ts).
 */
export function askForTheDataLayer(): void {
  const ask = () => preload(filesNamed('rollcall:data-layer'));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ask, { once: true });
  else ask();
}

/**
 * The page's first date costs the browser its locale data (about 35 ms on a fast machine, four
 * times that on a phone), once per page. Taken here, in a task of its own after the early
 * script's work, that happens while the phone waits for the app's entry instead of inside the
 * first render.
 */
export function warmTheDateFormat(): void {
  window.setTimeout(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
}
