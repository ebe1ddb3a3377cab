import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceResolver, ServiceToken } from '../../application/tokens';

const ServicesContext = createContext<ServiceResolver | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** The service bound to `token` in the container of the running mode. */
export function useService<T>(token: ServiceToken<T>): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService() needs a <ServicesProvider> above it.');
  return services.get(token);
}
