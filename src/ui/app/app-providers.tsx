import type { ReactNode } from 'react';
import { PopupProvider } from '../popup/popup';
import { ServicesProvider, type ServicesSource } from './services';

/** Everything a page needs above it: the services (the session starts from them), the popup message. */
export function AppProviders({ services, children }: { services: ServicesSource; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <PopupProvider>{children}</PopupProvider>
    </ServicesProvider>
  );
}
