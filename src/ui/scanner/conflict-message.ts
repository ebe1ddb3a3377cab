import { t } from '@lingui/core/macro';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { formatTime } from '../shared/format';

function refusal(reason: Extract<AdmissionConflict, { kind: 'refused' }>['reason']): string {
  switch (reason) {
    case 'unknown-ticket':
      return t`no ticket has this number`;
    case 'other-event':
      return t`the ticket is for another event`;
    case 'cancelled':
      return t`the registration was cancelled`;
  }
}

/** Who the conflict is about: the holder's name, else the ticket's number (admitted anyway). */
export function conflictHolder(conflict: AdmissionConflict): string {
  const ticketId = conflict.ticketId;
  return conflict.name || t`Ticket ${ticketId}`;
}

/** What happened, with both doors and times when two let the same ticket in. */
export function conflictMessage(conflict: AdmissionConflict): string {
  const { offline } = conflict;
  const holder = conflictHolder(conflict);
  const device = offline.device;
  const time = formatTime(offline.at);
  const here = offline.notOnDeviceList
    ? t`${holder} was admitted anyway without network on ${device} at ${time}`
    : t`${holder} was admitted without network on ${device} at ${time}`;
  if (conflict.kind === 'admitted-elsewhere') {
    const keptDevice = conflict.kept.device;
    const keptTime = formatTime(conflict.kept.at);
    return t`${here}, and had been checked in on ${keptDevice} at ${keptTime}: the server keeps that check-in.`;
  }
  const why = refusal(conflict.reason);
  return t`${here}, but the server has no check-in for it: ${why}.`;
}
