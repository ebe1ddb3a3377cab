/** What registrations, check-ins and feedback keep of the stored location: country and city only. */
export type Place = { country?: string; city?: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined;
}

/**
 * Country and city from the IP-geolocation answer (ipapi.co's shape, with the common
 * alternatives). Anything missing or not text is left out, never guessed.
 */
export function placeFromLocation(location: unknown): Place {
  if (typeof location !== 'object' || location === null) return {};
  const record = location as Record<string, unknown>;
  const country = text(record.country_name) ?? text(record.country);
  const city = text(record.city);
  return { ...(country ? { country } : {}), ...(city ? { city } : {}) };
}

/** A geolocation answer worth storing: a JSON object, not an error page or an array. */
export function isLocationAnswer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { error?: unknown }).error !== true;
}
