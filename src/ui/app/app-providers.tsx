import type { ReactNode } from 'react';
import type { ServiceResolver } from '../../application/tokens';
import { PopupProvider } from '../popup/popup';
import { SessionProvider } from '../session/session-context';
import { ServicesProvider } from './services';

/** Everything a page needs above it: the services, the session, the popup message. */
export function AppProviders({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <SessionProvider>
        <PopupProvider>{children}</PopupProvider>
      </SessionProvider>
    </ServicesProvider>
  );
}
