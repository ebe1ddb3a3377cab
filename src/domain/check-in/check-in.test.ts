import { describe, expect, it } from 'vitest';
import { checkInId } from './check-in';

describe('checkInId', () => {
  it('is {eventId}_{ticketId}, the same on every device', () => {
    expect(checkInId('summit-2026', 'Xy12AbCdEfGhIjKlMnOp')).toBe('summit-2026_Xy12AbCdEfGhIjKlMnOp');
  });
});
