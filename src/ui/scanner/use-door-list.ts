import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { DoorList, DoorListState } from '../../application/scanner/door-list';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { useService } from '../app/services';

/**
 * The event's list at this door, copied and followed while the station is open; `online`:
 * whether a ticket it lacks can be asked of the server now, asked again whenever the browser
 * goes on- or offline (the list itself may not change then, and the door must say at once
 * whether it may be reloaded).
 */
export function useDoorList(event: Pick<EventDocument, 'id' | 'kind'>): { list: DoorList; state: DoorListState; online: boolean } {
  const preparation = useService(TOKENS.doorPreparation);
  const { id, kind } = event;
  const list = useMemo(() => preparation.listFor({ id, kind }), [preparation, id, kind]);
  const [state, setState] = useState(list.state);
  useEffect(() => {
    const stopWatching = list.watch(setState);
    const close = list.open();
    return () => {
      stopWatching();
      close();
    };
  }, [list]);
  const online = useSyncExternalStore(onNetworkChange, () => list.canAskSource());
  return { list, state, online };
}

function onNetworkChange(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}
