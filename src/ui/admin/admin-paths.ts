/** An event's attendee list in the admin area (the route's `:id` takes the event's id or its slug). */
export function attendeesPagePath(eventId: string): string {
  return `/admin/events/${encodeURIComponent(eventId)}/attendees`;
}
