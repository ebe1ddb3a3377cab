import { i18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { EventDocument } from '../events/event';
import type { Attachment, MessageBody } from './message';

type EventOf = Pick<EventDocument, 'title' | 'venue' | 'startsAt' | 'endsAt' | 'timeZone'>;

/**
 * Messages are written in the language of `texts`: by default the one the writer's page shows
 * (the visitor registering reads theirs); a message about someone else, in theirs. Dates in
 * words, with the time zone the message was written in.
 */
const formats = (texts: I18n) => texts.locales ?? (texts.locale || 'en');

function when(texts: I18n, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(formats(texts), { dateStyle: 'full', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(formats(texts), { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(
    date,
  );
  return t(texts)`${day} at ${time}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * One message in two forms from the same paragraphs: plain text, and simple HTML (no images
 * to load, no tracking, the link written out as well as linked).
 */
function compose(
  texts: I18n,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string },
  attachments?: readonly Attachment[],
): MessageBody {
  const text = [...paragraphs, `${link.label}: ${link.url}`, 'Rollcall'].join('\n\n');
  const html = [
    `<!doctype html><html lang="${escapeHtml(texts.locale || 'en')}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a><br>${escapeHtml(link.url)}</p>`,
    '<p>Rollcall</p></body></html>',
  ].join('\n');
  return { subject, text, html, ...(attachments ? { attachments } : {}) };
}

export type TicketMessage = {
  event: EventOf;
  name: string;
  ticketUrl: string;
  qrPngDataUrl: string;
  calendarFile: string;
  timeZone?: string;
};

export function ticketMessage(
  { event, name, ticketUrl, qrPngDataUrl, calendarFile, timeZone }: TicketMessage,
  texts: I18n = i18n,
): MessageBody {
  const { title, venue } = event;
  const starts = when(texts, event.startsAt, timeZone ?? event.timeZone);
  return compose(
    texts,
    t(texts)`Your ticket for ${title}`,
    [
      t(texts)`Hello ${name},`,
      t(texts)`you are registered for ${title}, ${starts}, at ${venue}.`,
      t(
        texts,
      )`Show the QR code of your ticket at the door (it is attached, and on your ticket’s page). The calendar file adds the event to your calendar. From your ticket’s page you can also cancel it, which gives your seat to the next person waiting.`,
    ],
    { label: t(texts)`Your ticket`, url: ticketUrl },
    [
      { filename: 'ticket-qr.png', contentType: 'image/png', dataUrl: qrPngDataUrl },
      { filename: 'event.ics', contentType: 'text/calendar', content: calendarFile },
    ],
  );
}

export function waitingMessage(
  { event, name, number, placeUrl }: { event: EventOf; name: string; number: number | null; placeUrl: string },
  texts: I18n = i18n,
): MessageBody {
  const { title } = event;
  return compose(
    texts,
    t(texts)`On the waiting list for ${title}`,
    [
      t(texts)`Hello ${name},`,
      number === null
        ? t(texts)`${title} is full. You are on its waiting list.`
        : t(texts)`${title} is full. You are number ${number} on its waiting list.`,
      t(
        texts,
      )`When a seat frees, it is offered to the first person waiting and held for them for a while. We will write to you when a seat is held for you: confirm it from the link below, which is yours alone (keep this message).`,
    ],
    { label: t(texts)`Your place on the waiting list`, url: placeUrl },
  );
}

/**
 * Written by whoever freed the seat, who must not learn who gets it: the link is the event's,
 * and the person confirms from the link of their waiting-list message (docs/decisions.md).
 */
export function offeredMessage(
  { event, heldUntil, eventUrl, timeZone }: { event: EventOf; heldUntil: string; eventUrl: string; timeZone?: string },
  texts: I18n = i18n,
): MessageBody {
  const { title } = event;
  const until = when(texts, heldUntil, timeZone ?? event.timeZone);
  return compose(
    texts,
    t(texts)`A seat is held for you: ${title}`,
    [
      t(texts)`Hello,`,
      t(
        texts,
      )`a seat for ${title} has freed and it is yours if you confirm it by ${until}. After that, it goes to the next person waiting.`,
      t(texts)`To confirm, open the link in our message “On the waiting list for …” (it is yours alone) and choose “Confirm my seat”.`,
    ],
    { label: event.title, url: eventUrl },
  );
}

export function expiredMessage({ event, eventUrl }: { event: EventOf; eventUrl: string }, texts: I18n = i18n): MessageBody {
  const { title } = event;
  return compose(
    texts,
    t(texts)`The seat held for you has gone: ${title}`,
    [
      t(texts)`Hello,`,
      t(
        texts,
      )`the seat held for you for ${title} was not confirmed in time, so it went to the next person waiting. Your place on the waiting list has ended.`,
      t(texts)`If seats are free again, you can register from the event’s page.`,
    ],
    { label: event.title, url: eventUrl },
  );
}

export function cancelledMessage(
  { event, name, eventUrl, timeZone }: { event: EventOf; name: string; eventUrl: string; timeZone?: string },
  texts: I18n = i18n,
): MessageBody {
  const { title } = event;
  const starts = when(texts, event.startsAt, timeZone ?? event.timeZone);
  return compose(
    texts,
    t(texts)`Ticket cancelled: ${title}`,
    [
      t(texts)`Hello ${name},`,
      t(
        texts,
      )`your ticket for ${title}, ${starts}, is cancelled and no longer admits anyone. Its seat went to the next person waiting, or back to those registering.`,
      t(texts)`If you did not cancel it, someone who held your ticket’s link did: you can register again from the event’s page.`,
    ],
    { label: event.title, url: eventUrl },
  );
}

/** A link that signs its reader in and shows the tickets their address holds (asked for on the sign-in page). */
export function signInLinkMessage({ link }: { link: string }, texts: I18n = i18n): MessageBody {
  return compose(
    texts,
    t(texts)`Your tickets on Rollcall`,
    [
      t(texts)`Hello,`,
      t(texts)`this link shows the tickets held by this address: it signs you in on the device where you open it, once, within an hour.`,
      t(texts)`If you did not ask for it, ignore this message: nothing happens without the link.`,
    ],
    { label: t(texts)`See my tickets`, url: link },
  );
}
