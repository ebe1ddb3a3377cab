import { createContext, useContext, type ReactNode } from 'react';

const EventZoneContext = createContext<string | undefined>(undefined);

/**
 * The time zone of the event a screen works for (a door, self check-in): the times shown below
 * it (results, last scans, arrivals) are the venue's, whatever the device's clock is set to.
 */
export function EventZone({ zone, children }: { zone: string | undefined; children: ReactNode }) {
  return <EventZoneContext.Provider value={zone}>{children}</EventZoneContext.Provider>;
}

/** The zone of the event around, or none (the viewer's). */
export const useEventZone = () => useContext(EventZoneContext);
