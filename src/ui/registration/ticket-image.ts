import { t } from '@lingui/core/macro';
import QRCode from 'qrcode';
import { formatEventTime } from '../shared/format';

export type TicketImageInput = {
  eventTitle: string;
  startsAt: string;
  endsAt: string;
  timeZone?: string;
  venue: string;
  name: string;
  ticketId: string;
  url: string;
};

const WIDTH = 640;
const QR_SIZE = 420;

/** The ticket as a PNG: the event, the QR code, the name and the ticket number, for any phone's photos. */
export async function ticketPng(input: TicketImageInput): Promise<Blob> {
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, input.url, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE });
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = QR_SIZE + 330;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t`This browser cannot draw images.`);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111827';
  context.textAlign = 'center';
  context.font = 'bold 30px system-ui, sans-serif';
  context.fillText(input.eventTitle, WIDTH / 2, 60, WIDTH - 40);
  context.font = '22px system-ui, sans-serif';
  context.fillText(formatEventTime(input), WIDTH / 2, 100, WIDTH - 40);
  context.fillText(input.venue, WIDTH / 2, 132, WIDTH - 40);
  context.drawImage(qr, (WIDTH - QR_SIZE) / 2, 160);
  context.font = 'bold 26px system-ui, sans-serif';
  context.fillText(input.name, WIDTH / 2, QR_SIZE + 210, WIDTH - 40);
  context.font = '22px ui-monospace, monospace';
  const ticketId = input.ticketId;
  context.fillText(t`Ticket ${ticketId}`, WIDTH / 2, QR_SIZE + 250, WIDTH - 40);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t`The ticket image could not be made.`))), 'image/png'),
  );
}

/** The QR code as an SVG data URL: sharp at any size, and no canvas needed to show it. */
export async function qrSvgDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
