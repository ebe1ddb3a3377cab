import { t } from '@lingui/core/macro';
import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import type { TicketEvent } from '../../domain/check-in/check-in-outcome';
import { formatDay, formatEventTime, formatTime } from '../shared/format';

export type OutcomeTone = 'success' | 'warning' | 'error';
/** `action`: what door staff do now, for staff only (a visitor's own check-in has no one to instruct). */
export type OutcomeMessage = { tone: OutcomeTone; title: string; detail: string; action?: string };
/** Who reads the result: staff at a door or an admin list, or a visitor checking themselves in. */
export type OutcomeAudience = 'staff' | 'visitor';

function whoAdmitted(by: string, device: string): string {
  return by === 'self' ? t`by self check-in on ${device}` : t`by staff on ${device}`;
}

function savedHere(pending: boolean | undefined): string {
  return pending ? ` ${t`Saved on this device: it is sent when the network is back.`}` : '';
}

function closedDetail(opensAt: string, closesAt: string, zone: string | undefined): string {
  const firstDay = formatDay(opensAt, zone);
  if (Date.parse(closesAt) > Date.now()) return t`Check-in opens on ${firstDay}.`;
  const lastDay = formatDay(new Date(Date.parse(closesAt) - 1).toISOString(), zone);
  return t`Check-in closed at the end of ${lastDay}.`;
}

function otherEventDetail(ticketEvent: TicketEvent | undefined): string {
  if (!ticketEvent) return t`This ticket is for another event.`;
  const { title, venue } = ticketEvent;
  const when = formatEventTime(ticketEvent);
  return venue ? t`This ticket is for ${title}, ${when}, at ${venue}.` : t`This ticket is for ${title}, ${when}.`;
}

/** What staff do for each result; none where the result's own words already say it. */
function staffAction(outcome: ScanOutcome): string | undefined {
  switch (outcome.kind) {
    case 'checked-in':
    case 're-entered':
    case 'admitted-anyway':
      return t`Let them in.`;
    case 'checked-out':
      return t`Let them out.`;
    case 'already-checked-in':
    case 'already-admitted-anyway':
      return t`Let them in only if they are the person on the ticket: a ticket shown twice may have been shared.`;
    case 'not-registered':
      return outcome.reason === 'other-event'
        ? t`Do not let them in here: send them to their event, or to the desk.`
        : t`Do not let them in: send them to the desk, which can register them again.`;
    case 'unknown-ticket':
    case 'not-a-ticket':
      return t`Find the person by name below; if they have no ticket, send them to the desk.`;
    case 'not-on-device-list':
      return t`Decide below: ask for their name and confirmation e-mail, then admit anyway or not.`;
    default:
      return undefined;
  }
}

/**
 * The words for each check-in result, for staff (the scanner, an admin list) or a visitor checking in;
 * times in `zone`, the event's (the viewer's when none).
 */
export function outcomeMessage(outcome: ScanOutcome, audience: OutcomeAudience, zone?: string): OutcomeMessage {
  const message = outcomeWords(outcome, audience, zone);
  const action = audience === 'staff' ? staffAction(outcome) : undefined;
  return action ? { ...message, action } : message;
}

function outcomeWords(outcome: ScanOutcome, audience: OutcomeAudience, zone: string | undefined): OutcomeMessage {
  switch (outcome.kind) {
    case 'checked-in': {
      const name = outcome.checkIn.name;
      return { tone: 'success', title: t`Checked in`, detail: t`Welcome, ${name}!` + savedHere(outcome.pending) };
    }
    case 'already-checked-in': {
      const { name } = outcome.checkIn;
      const time = formatTime(outcome.checkIn.at, zone);
      const who = whoAdmitted(outcome.checkIn.by, outcome.checkIn.device);
      return { tone: 'warning', title: t`Already checked in`, detail: t`${name} was checked in at ${time} ${who}.` };
    }
    case 'not-registered':
      return {
        tone: 'error',
        title: t`Not registered for this event`,
        detail:
          outcome.reason === 'other-event'
            ? otherEventDetail(outcome.ticketEvent)
            : outcome.reason === 'cancelled'
              ? t`This registration was cancelled.`
              : t`No ticket for this event uses that e-mail.`,
      };
    case 'unknown-ticket':
      return {
        tone: 'error',
        title: t`Unknown ticket`,
        detail:
          audience === 'staff'
            ? t`No ticket has this number: it may be mistyped, or the ticket was deleted.`
            : t`No ticket has this number. Check it, or check in with your e-mail.`,
      };
    case 'not-on-device-list': {
      const updated = outcome.updatedAt ? formatTime(outcome.updatedAt, zone) : null;
      return {
        tone: 'warning',
        title: t`Not on this device’s list`,
        detail: updated
          ? t`This ticket is not on the list this device holds, updated ${updated}: it may be newer. Without network it cannot be checked.`
          : t`This device holds no list for this event yet, and has no network to check the ticket. Connect it to prepare the door.`,
      };
    }
    case 'admitted-anyway': {
      const time = formatTime(outcome.at, zone);
      return {
        tone: 'success',
        title: t`Admitted anyway`,
        detail: t`Let in at ${time} though not on this device’s list. The server checks the ticket when the network is back; a problem shows here and in the admin’s check-ins.`,
      };
    }
    case 'already-admitted-anyway': {
      const time = formatTime(outcome.at, zone);
      const who = whoAdmitted(outcome.by, outcome.device);
      return {
        tone: 'warning',
        title: t`Already admitted anyway`,
        detail: t`This ticket was let in at ${time} ${who}, though not on this device’s list. The server checks it when the network is back.`,
      };
    }
    case 'not-a-ticket':
      return { tone: 'error', title: t`Not a ticket`, detail: t`This code is not a Rollcall ticket.` };
    case 'email-needs-sign-in':
      return {
        tone: 'warning',
        title: t`Sign in to check in by e-mail`,
        detail: t`To protect your details, checking in by e-mail works when you are signed in with that e-mail. Otherwise open the link of your ticket (scan its QR code) or show your ticket at the door.`,
      };
    case 'closed':
      return { tone: 'warning', title: t`Check-in is not open`, detail: closedDetail(outcome.opensAt, outcome.closesAt, zone) };
    case 'checked-out': {
      const name = outcome.pass.name;
      // No name: someone admitted anyway, whose ticket the door has not seen (and each pass after).
      const goodbye = name ? t`Goodbye, ${name}.` : t`Goodbye.`;
      return { tone: 'success', title: t`Checked out`, detail: goodbye + savedHere(outcome.pending) };
    }
    case 're-entered': {
      const name = outcome.pass.name;
      const backIn = name ? t`${name} is back in.` : t`They are back in.`;
      return { tone: 'success', title: t`Welcome back`, detail: backIn + savedHere(outcome.pending) };
    }
    case 'already-out': {
      const { name } = outcome;
      const time = formatTime(outcome.since, zone);
      return {
        tone: 'warning',
        title: t`Already checked out`,
        detail: name
          ? t`${name} went out at ${time}. Switch to entry to let them back in.`
          : t`They went out at ${time}. Switch to entry to let them back in.`,
      };
    }
    case 're-entry-refused': {
      const { name } = outcome;
      const time = formatTime(outcome.leftAt, zone);
      return {
        tone: 'error',
        title: t`No re-entry`,
        detail: name
          ? t`${name} went out at ${time}, and this event does not allow coming back in. Ask an organiser if they should.`
          : t`They went out at ${time}, and this event does not allow coming back in. Ask an organiser if they should.`,
      };
    }
    case 'not-checked-in': {
      const name = outcome.name;
      return {
        tone: 'warning',
        title: t`Not checked in`,
        detail: name
          ? t`${name} was never checked in at this event: there is no exit to record. Switch to entry to check them in.`
          : t`This ticket was never checked in at this event: there is no exit to record. Switch to entry to check them in.`,
      };
    }
    case 'failed': {
      // The same words for a check-in, an exit or a re-entry, at the door or on a visitor's phone.
      const reason = outcome.message;
      return { tone: 'error', title: t`Not saved`, detail: t`This scan was not recorded: ${reason}. Try again.` };
    }
  }
}
