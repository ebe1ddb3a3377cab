import { buildDemoData } from '../../src/adapters/demo/demo-data';

/**
 * The demo visitor's ticket for the summit. Both builds store the same demo data (the offline
 * store and the emulators are seeded from `buildDemoData`), whose ids come from a seeded
 * sequence whatever the day: a test or a benchmark can open the ticket's link on a new device.
 */
export function demoVisitorsSummitTicket(): { eventId: string; ticketId: string; path: string } {
  const demo = buildDemoData(new Date());
  const summit = demo.events.find((event) => event.slug === 'summit');
  const ticket = demo.registrations.find((found) => found.eventId === summit?.id && found.email === 'visitor@rollcall.test');
  if (!summit || !ticket) throw new Error("The demo data hold no visitor's ticket for the summit.");
  return { eventId: summit.id, ticketId: ticket.id, path: `/register/summit?ticket=${ticket.id}` };
}
