import { useEffect, useState } from 'react';
import type { AppOnDevice, AppUpdates } from '../../application/ports/app-updates.port';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';

/** The port's state now: it calls back at once. */
function stateNow(updates: AppUpdates): AppOnDevice {
  let now: AppOnDevice = 'keeping';
  updates.watchOnDevice((state) => (now = state))();
  return now;
}

/**
 * Whether the app itself is kept on this device, so that a reload opens it without network.
 * With `wait: false` (a visitor's page shown before the data layer has loaded), it is `kept`
 * until the data layer can say: nothing is worth saying before.
 */
export function useAppOnDevice({ wait = true }: { wait?: boolean } = {}): AppOnDevice {
  const updates = useService(TOKENS.appUpdates, { wait });
  // From the first render: a door reloaded offline shows "Ready offline" at once.
  const [state, setState] = useState<AppOnDevice>(() => (updates ? stateNow(updates) : 'kept'));
  useEffect(() => updates?.watchOnDevice(setState), [updates]);
  return state;
}
