import { t } from '@lingui/core/macro';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { passKindOf } from '../../domain/check-in/door-pass';
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

type PassConflict = Extract<AdmissionConflict, { kind: 'passed-elsewhere' | 'pass-refused' }>;

/** An exit or re-entry recorded without network that the server did not keep as the door made it. */
function passConflictMessage(conflict: PassConflict, holder: string, device: string, time: string, zone: string | undefined): string {
  const exit = passKindOf(conflict.pass) === 'exit';
  const here = exit
    ? t`${holder} went out without network on ${device} at ${time}`
    : t`${holder} came back in without network on ${device} at ${time}`;
  if (conflict.kind === 'passed-elsewhere') {
    const keptDevice = conflict.kept.device;
    const keptTime = formatTime(conflict.kept.at, zone);
    return exit
      ? t`${here}, and ${keptDevice} had recorded that exit at ${keptTime}: the server keeps that one.`
      : t`${here}, and ${keptDevice} had recorded that re-entry at ${keptTime}: the server keeps that one.`;
  }
  return conflict.pass === 1
    ? t`${here}, but the server has no check-in for this ticket: the exit is not counted.`
    : t`${here}, but the server does not have the door pass before it: it is not counted.`;
}

/** What happened, with both doors and times (in `zone`, the event's) when two let the same ticket in (or out). */
export function conflictMessage(conflict: AdmissionConflict, zone?: string): string {
  const { offline } = conflict;
  const holder = conflictHolder(conflict);
  const device = offline.device;
  const time = formatTime(offline.at, zone);
  if (conflict.kind === 'passed-elsewhere' || conflict.kind === 'pass-refused')
    return passConflictMessage(conflict, holder, device, time, zone);
  const here = offline.notOnDeviceList
    ? t`${holder} was admitted anyway without network on ${device} at ${time}`
    : t`${holder} was admitted without network on ${device} at ${time}`;
  if (conflict.kind === 'admitted-elsewhere') {
    const keptDevice = conflict.kept.device;
    const keptTime = formatTime(conflict.kept.at, zone);
    return t`${here}, and had been checked in on ${keptDevice} at ${keptTime}: the server keeps that check-in.`;
  }
  const why = refusal(conflict.reason);
  return t`${here}, but the server has no check-in for it: ${why}.`;
}
