import { useEffect, useState } from 'react';
import type { AppOnDevice } from '../../application/ports/app-updates.port';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';

/** Whether the app itself is kept on this device, so that a reload opens it without network. */
export function useAppOnDevice(): AppOnDevice {
  const updates = useService(TOKENS.appUpdates);
  // The port calls back at once with the state now: a door reloaded offline shows it at its first render.
  const [state, setState] = useState<AppOnDevice>(() => {
    let now: AppOnDevice = 'keeping';
    updates.watchOnDevice((state) => (now = state))();
    return now;
  });
  useEffect(() => updates.watchOnDevice(setState), [updates]);
  return state;
}
