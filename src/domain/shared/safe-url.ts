const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * A link an administrator typed is only made clickable when it is a web or mail address:
 * `javascript:` and the like would run in the visitor's browser.
 */
export function safeLinkUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
