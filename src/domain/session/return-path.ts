/**
 * Where to go after signing in: only a path on this site. Anything else (another origin,
 * `//evil.example`, `javascript:`) falls back, so the login link cannot be an open redirect.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return fallback;
  }
  return candidate;
}
