import { useEffect, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import type { SettingsDocument } from '../../domain/settings/settings';
import { useService } from '../app/services';

export type SettingsState =
  { status: 'loading' } | { status: 'ready'; settings: SettingsDocument; events: EventDocument[] } | { status: 'error'; message: string };

/** The stored settings and the events the scanner could default to, both live. */
export function useSettings(): SettingsState {
  const appSettings = useService(TOKENS.appSettings);
  const catalog = useService(TOKENS.eventCatalog);
  const [settings, setSettings] = useState<SettingsDocument | null>(null);
  const [events, setEvents] = useState<EventDocument[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => appSettings.watch(setSettings, (error) => setFailure(error.message)), [appSettings]);
  useEffect(
    () =>
      catalog.watchTimeline(
        ({ upcoming }) => setEvents(upcoming),
        (error) => setFailure(error.message),
      ),
    [catalog],
  );

  if (failure) return { status: 'error', message: failure };
  if (!settings || !events) return { status: 'loading' };
  return { status: 'ready', settings, events };
}
