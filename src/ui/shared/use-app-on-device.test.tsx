import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppOnDevice } from '../../application/ports/app-updates.port';
import type { ServiceResolver, ServiceToken } from '../../application/tokens';
import { ServicesProvider } from '../app/services';
import { appOnDevice } from './app-updates.fakes';
import { useAppOnDevice } from './use-app-on-device';

describe('useAppOnDevice', () => {
  it('shows the state the port has now from the first render, so a reloaded door never flashes "Saving…"', async () => {
    const rendered: AppOnDevice[] = [];
    const updates = appOnDevice('kept');
    const services: ServiceResolver = { get: <T,>(_token: ServiceToken<T>) => updates as T };
    function Door() {
      const state = useAppOnDevice();
      rendered.push(state);
      return <p>{state}</p>;
    }
    render(
      <ServicesProvider services={services}>
        <Door />
      </ServicesProvider>,
    );
    expect(await screen.findByText('kept')).toBeTruthy();
    expect(rendered).not.toContain('keeping');
  });
});
