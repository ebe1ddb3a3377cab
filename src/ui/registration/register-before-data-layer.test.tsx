import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FirstLook } from '../../application/ports/first-look.port';
import type { RegistrationOutcome } from '../../application/registrations/register-for-event.use-case';
import type { SessionActor } from '../../application/session/session-effects';
import { TOKENS, type ServiceResolver } from '../../application/tokens';
import { deferred, openFromALink, resolverOf } from '../app/before-data-layer.fakes';
import { sampleEvent } from '../events/event-catalog.fakes';
import { RegisterEventPage } from './register-event-page';

const EVENT = sampleEvent({ id: 'summit', slug: 'summit', title: 'Open Source Summit', capacity: 100, registrationOpen: true });

/** The data layer as the page sees it: a registration that refuses, the session of `admin`, seats. */
function dataLayer(
  register: (eventId: string, values: Record<string, unknown>, options: { signedInAdmin: boolean }) => Promise<RegistrationOutcome>,
  admin: boolean,
) {
  const session = {
    getSnapshot: () => ({ value: 'signedIn', context: { session: { uid: 'u', email: 'a@b.org', admin }, error: null } }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  } as unknown as SessionActor;
  const services: Partial<Record<symbol, unknown>> = {
    [TOKENS.registerForEvent]: { register },
    [TOKENS.session]: session,
    [TOKENS.eventCatalog]: { findByIdOrSlug: async () => EVENT, watchSeatsTaken: () => () => undefined },
  };
  return resolverOf(services);
}

const EARLY_ANSWER = Promise.resolve(EVENT);
/** As the early read gives it: the same answer each time it is asked. */
const firstLook: FirstLook = {
  event: (idOrSlug) => (idOrSlug === 'summit' ? EARLY_ANSWER : undefined),
  events: () => undefined,
  ticket: () => undefined,
};

function openRegistration(services: Promise<ServiceResolver>) {
  return openFromALink({ url: '/register/summit', path: '/register/:event', page: <RegisterEventPage />, services, firstLook });
}

describe('the registration form of a page opened before the data layer (Firebase mode)', () => {
  it('shows the form with the first look, keeps what is typed, and sends once the data layer is in', async () => {
    const services = deferred<ServiceResolver>();
    const register = vi.fn(async (): Promise<RegistrationOutcome> => ({ kind: 'full' }));
    await openRegistration(services.promise);

    await userEvent.type(await screen.findByLabelText(/^Full name/), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'grace@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Sent before the data layer came: the form says it is on its way and waits for it.
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();
    expect(register).not.toHaveBeenCalled();

    await act(async () => services.resolve(dataLayer(register, true)));
    expect(register).toHaveBeenCalledWith('summit', expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.org' }), {
      signedInAdmin: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is full');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Grace Hopper');
  });
});
