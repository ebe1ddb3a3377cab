import { useEffect, useState } from 'react';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import { TOKENS } from '../../application/tokens';
import { DEFAULT_SETTINGS } from '../../domain/settings/settings';
import { useService } from '../app/services';
import { useSession } from '../session/session-context';

/** The organisation's name from the settings (the default until they load). */
export function useOrganisationName(): string {
  const settings = useService(TOKENS.appSettings);
  const [name, setName] = useState(DEFAULT_SETTINGS.organisationName);
  useEffect(
    () =>
      settings.watch(
        (value) => setName(value.organisationName),
        () => undefined,
      ),
    [settings],
  );
  return name;
}

/** The signed-in person's tickets, matched by e-mail; null while signed out or loading. */
export function useMyTickets(): TicketView[] | null {
  const { session } = useSession();
  const desk = useService(TOKENS.ticketDesk);
  const [tickets, setTickets] = useState<TicketView[] | null>(null);
  const email = session?.email;
  useEffect(() => {
    setTickets(null);
    if (!email) return;
    let current = true;
    desk.ticketsOf(email).then(
      (found) => current && setTickets(found),
      (error: unknown) => console.error('Error loading your tickets:', error),
    );
    return () => {
      current = false;
    };
  }, [desk, email]);
  return tickets;
}
