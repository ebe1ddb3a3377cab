import type { EventDocument } from '../../domain/events/event';
import type { Messenger } from '../messages/messenger';
import type { HoldPassed, WaitingList } from '../ports/waiting-list.port';

/** Ended holds pass to the next place; whoever passes them on writes both messages. */
export async function passEndedHoldsOf(list: WaitingList, messenger: Messenger, event: EventDocument, now: Date): Promise<HoldPassed[]> {
  const passed = await list.passEndedHolds(event, now);
  for (const { expired, offered } of passed) {
    await messenger.expired(event, expired, now);
    if (offered) await messenger.offered(event, offered.place, now);
  }
  return passed;
}
