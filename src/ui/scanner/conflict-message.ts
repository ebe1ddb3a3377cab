import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { formatTime } from '../shared/format';

const REFUSED = {
  'unknown-ticket': 'no ticket has this number',
  'other-event': 'the ticket is for another event',
  cancelled: 'the registration was cancelled',
} as const;

/** Who the conflict is about: the holder's name, else the ticket's number (admitted anyway). */
export function conflictHolder(conflict: AdmissionConflict): string {
  return conflict.name || `Ticket ${conflict.ticketId}`;
}

/** What happened, with both doors and times when two let the same ticket in. */
export function conflictMessage(conflict: AdmissionConflict): string {
  const { offline } = conflict;
  const here = `${offline.notOnDeviceList ? 'admitted anyway' : 'admitted'} without network on ${offline.device} at ${formatTime(offline.at)}`;
  if (conflict.kind === 'admitted-elsewhere') {
    return `${conflictHolder(conflict)} was ${here}, and had been checked in on ${conflict.kept.device} at ${formatTime(conflict.kept.at)}: the server keeps that check-in.`;
  }
  return `${conflictHolder(conflict)} was ${here}, but the server has no check-in for it: ${REFUSED[conflict.reason]}.`;
}
