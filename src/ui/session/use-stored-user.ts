import { useMemo, useSyncExternalStore } from 'react';
import { TOKENS } from '../../application/tokens';
import type { StoredUser } from '../../domain/session/navigation-mode';
import { parseStoredUser } from '../../domain/session/session';
import { useService } from '../app/services';

/** The `user` cookie, re-read when cookie-persist changes it (display only: never for access). */
export function useStoredUser(): StoredUser | null {
  const cookie = useService(TOKENS.storedUserCookie);
  const text = useSyncExternalStore(
    (onChange) => cookie.subscribe(onChange),
    () => cookie.snapshot(),
  );
  return useMemo(() => parseStoredUser(text), [text]);
}
