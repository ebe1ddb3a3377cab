import { useEffect, useMemo, useState } from 'react';
import type { DoorList, DoorListState } from '../../application/scanner/door-list';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { useService } from '../app/services';

/** The event's list at this door, copied and followed while the station is open. */
export function useDoorList(event: Pick<EventDocument, 'id' | 'kind'>): { list: DoorList; state: DoorListState } {
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
  return { list, state };
}
