import { plural } from '@lingui/core/macro';

/** Why a capacity is refused: tickets already take more seats (the event form and the ledgers say it). */
export function capacityBelowSeatsTaken(seatsTaken: number): string {
  return plural(seatsTaken, {
    one: '# ticket is issued already: the capacity cannot be lower.',
    other: '# tickets are issued already: the capacity cannot be lower.',
  });
}
