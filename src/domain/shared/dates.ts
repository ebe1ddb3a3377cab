const EXCEL_EPOCH_OFFSET_DAYS = 25569;
const MILLISECONDS_PER_DAY = 86_400_000;

/**
 * docs/product.md, "Data functions": a spreadsheet serial date to a Unix timestamp in milliseconds,
 * (serial − 25569) × 86,400,000. Returns null, and says so on the console, for anything
 * that is not a number; returns null for a result no Date can hold.
 */
export function convertExcelSerialDateToTimestamp(serial: unknown): number | null {
  if (typeof serial !== 'number' || Number.isNaN(serial)) {
    console.error('Invalid input for convertExcelSerialDateToTimestamp: expected a number.');
    return null;
  }
  const timestamp = (serial - EXCEL_EPOCH_OFFSET_DAYS) * MILLISECONDS_PER_DAY;
  return Number.isNaN(new Date(timestamp).getTime()) ? null : timestamp;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The date as YYYY-MM-DD, zero-padded, in the device's local time. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
