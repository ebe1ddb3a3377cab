import { useEffect, useState } from 'react';
import type { AppOnDevice } from '../../application/ports/app-updates.port';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';

/** Whether the app itself is kept on this device, so that a reload opens it without network. */
export function useAppOnDevice(): AppOnDevice {
  const updates = useService(TOKENS.appUpdates);
  const [state, setState] = useState<AppOnDevice>('keeping');
  useEffect(() => updates.watchOnDevice(setState), [updates]);
  return state;
}
