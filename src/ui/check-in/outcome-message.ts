import type { ScanOutcome } from '../../application/scanner/scanner.machine';
import { formatDay, formatTime } from '../shared/format';

export type OutcomeTone = 'success' | 'warning' | 'error';
export type OutcomeMessage = { tone: OutcomeTone; title: string; detail: string };

function whoAdmitted(by: string, device: string): string {
  return by === 'self' ? `by self check-in on ${device}` : `by staff on ${device}`;
}

/** The words for each check-in result (PRODUCT.md), used by self check-in and the scanner. */
export function outcomeMessage(outcome: ScanOutcome): OutcomeMessage {
  switch (outcome.kind) {
    case 'checked-in':
      return {
        tone: 'success',
        title: 'Checked in',
        detail: `Welcome, ${outcome.checkIn.name}!${outcome.pending ? ' Saved on this device: it is sent when the network is back.' : ''}`,
      };
    case 'already-checked-in':
      return {
        tone: 'warning',
        title: 'Already checked in',
        detail: `${outcome.checkIn.name} was checked in at ${formatTime(outcome.checkIn.at)} ${whoAdmitted(outcome.checkIn.by, outcome.checkIn.device)}.`,
      };
    case 'not-registered':
      return {
        tone: 'error',
        title: 'Not registered for this event',
        detail:
          outcome.reason === 'other-event'
            ? 'This ticket is for another event.'
            : outcome.reason === 'cancelled'
              ? 'This registration was cancelled.'
              : 'No ticket for this event uses that e-mail.',
      };
    case 'unknown-ticket':
      return { tone: 'error', title: 'Unknown ticket', detail: 'No ticket has this number. Check it, or check in with your e-mail.' };
    case 'not-on-device-list':
      return {
        tone: 'warning',
        title: 'Not on this device’s list',
        detail: outcome.updatedAt
          ? `This ticket is not on the list this device holds, updated ${formatTime(outcome.updatedAt)}: it may be newer. Without network it cannot be checked.`
          : 'This device holds no list for this event yet, and has no network to check the ticket. Connect it to prepare the door.',
      };
    case 'admitted-anyway':
      return {
        tone: 'success',
        title: 'Admitted anyway',
        detail: `Let in at ${formatTime(outcome.at)} though not on this device’s list. The server checks the ticket when the network is back; a problem shows here and in the admin’s check-ins.`,
      };
    case 'not-a-ticket':
      return { tone: 'error', title: 'Not a ticket', detail: 'This code is not a Rollcall ticket.' };
    case 'email-needs-sign-in':
      return {
        tone: 'warning',
        title: 'Sign in to check in by e-mail',
        detail:
          'To protect your details, checking in by e-mail works when you are signed in with that e-mail. ' +
          'Otherwise open the link of your ticket (scan its QR code) or show your ticket at the door.',
      };
    case 'closed':
      return {
        tone: 'warning',
        title: 'Check-in is not open',
        detail:
          Date.parse(outcome.closesAt) <= Date.now()
            ? `Check-in closed at the end of ${formatDay(new Date(Date.parse(outcome.closesAt) - 1).toISOString())}.`
            : `Check-in opens on ${formatDay(outcome.opensAt)}.`,
      };
    case 'checked-out':
      return { tone: 'success', title: 'Checked out', detail: `Goodbye, ${outcome.pass.name}.${outcome.pending ? ' Saved on this device: it is sent when the network is back.' : ''}` };
    case 're-entered':
      return { tone: 'success', title: 'Welcome back', detail: `${outcome.pass.name} is back in.${outcome.pending ? ' Saved on this device: it is sent when the network is back.' : ''}` };
    case 'already-out':
      return { tone: 'warning', title: 'Already checked out', detail: `${outcome.name} went out at ${formatTime(outcome.since)}. Switch to entry to let them back in.` };
    case 're-entry-refused':
      return {
        tone: 'error',
        title: 'No re-entry',
        detail: `${outcome.name} went out at ${formatTime(outcome.leftAt)}, and this event does not allow coming back in. Ask an organiser if they should.`,
      };
    case 'not-checked-in':
      return {
        tone: 'warning',
        title: 'Not checked in',
        detail: `${outcome.name ?? 'This ticket'} was never checked in at this event: there is no exit to record. Switch to entry to check them in.`,
      };
    case 'failed':
      // The same words for a check-in, an exit or a re-entry, at the door or on a visitor's phone.
      return { tone: 'error', title: 'Not saved', detail: `This scan was not recorded: ${outcome.message}. Try again.` };
  }
}
