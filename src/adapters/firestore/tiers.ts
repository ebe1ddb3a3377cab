import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { AdmissionConflictsListener, OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { SyncState, SyncStatus } from '../../application/ports/sync-status.port';
import type { AdmissionConflict, OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { DeviceServices } from './device-tier';
import type { LiveInfo, LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';
import { subscribeWhenLoaded } from '../shared/subscribe-when-loaded';

/**
 * The full SDK's services, loaded once when first needed: at start on a device where somebody
 * is signed in (staff), at a sign-in, or by a staff page's first call (the door's admissions,
 * its sync state). Until then a visitor's device runs on Firestore Lite alone.
 */
export class DeviceTier {
  private loading: Promise<DeviceServices> | null = null;
  private services: DeviceServices | null = null;
  private readonly waiting = new Set<(services: DeviceServices) => void>();

  /** `opened`: services already open (tests' staff devices, which start with the tier). */
  constructor(
    private readonly open: () => Promise<DeviceServices>,
    opened?: DeviceServices,
  ) {
    if (opened) {
      this.services = opened;
      this.loading = Promise.resolve(opened);
    }
  }

  current(): DeviceServices | null {
    return this.services;
  }

  load(): Promise<DeviceServices> {
    this.loading ??= this.open().then(
      (services) => {
        this.services = services;
        for (const listener of this.waiting) listener(services);
        this.waiting.clear();
        return services;
      },
      (error: unknown) => {
        // Not kept: without network, an app not yet kept on the device tries again on the next use.
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** Calls back once the tier is loaded; returns the unsubscribe. */
  onLoaded(listener: (services: DeviceServices) => void): Unsubscribe {
    this.waiting.add(listener);
    return () => this.waiting.delete(listener);
  }
}

/**
 * Polls with Lite until the device tier is loaded, then listens with it. The listener may first
 * answer from the device's cache, which knows less than the poll just confirmed, and nothing at
 * all on a device new to the query (offline, the SDK says its empty cache is the answer): a door
 * that lost the network right then would lose its events. So a query the poll has answered keeps
 * polling until the listener confirms a result, or gives one that holds this device's own writes;
 * meanwhile the listener's cache says only that the poll's answer is no longer confirmed.
 */
export class TieredLiveSource implements LiveSource {
  constructor(
    private readonly polling: LiveSource,
    private readonly device: DeviceTier,
  ) {}

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    return this.follow<T[]>((source, sink) => source.watch(spec, sink, onError), onChange);
  }

  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
    return this.follow<number>((source, sink) => source.watchSum(spec, field, sink, onError), onChange);
  }

  private follow<R>(subscribe: (source: LiveSource, sink: Sink<R>) => Unsubscribe, onChange: Sink<R>): Unsubscribe {
    const loaded = this.device.current();
    if (loaded) return subscribe(loaded.live, onChange);
    let polled: { value: R; confirmed: boolean } | undefined;
    const show = (value: R, info: LiveInfo) => {
      polled = { value, confirmed: info.confirmed };
      onChange(value, info);
    };
    const stopPolling = subscribe(this.polling, show);
    let stopListening: Unsubscribe = () => undefined;
    let stopped = false;
    const stopWaiting = this.device.onLoaded((services) => {
      if (stopped) return;
      let handedOver = polled === undefined;
      if (handedOver) stopPolling();
      stopListening = subscribe(services.live, (value, info) => {
        if (handedOver) return onChange(value, info);
        if (info.confirmed || info.ownWrites) {
          handedOver = true;
          stopPolling();
          return onChange(value, info);
        }
        if (polled?.confirmed) show(polled.value, { confirmed: false });
      });
    });
    return () => {
      stopped = true;
      stopWaiting();
      stopPolling();
      stopListening();
    };
  }
}

type Sink<R> = (value: R, info: LiveInfo) => void;

/** The scanner's sync state: it needs the device's write queue, so it loads the tier. */
export class DeviceSyncStatus implements SyncStatus {
  constructor(private readonly device: DeviceTier) {}

  watch(eventId: string, listener: (state: SyncState) => void): Unsubscribe {
    return subscribeWhenLoaded(
      this.device.load(),
      ({ syncStatus }) => syncStatus.watch(eventId, listener),
      (error) => console.error('Error watching the sync state:', error),
    );
  }
}

/** The door's admissions made without network: kept by the device tier's write queue. */
export class DeviceOfflineAdmissions implements OfflineAdmissions {
  constructor(private readonly device: DeviceTier) {}

  private async admissions(): Promise<OfflineAdmissions> {
    return (await this.device.load()).offlineAdmissions;
  }

  async remember(admission: OfflineAdmission): Promise<void> {
    await (await this.admissions()).remember(admission);
  }

  async unsettled(): Promise<OfflineAdmission[]> {
    return (await this.admissions()).unsettled();
  }

  async unsettledOf(ticket: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<OfflineAdmission | null> {
    return (await this.admissions()).unsettledOf(ticket);
  }

  async settled(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<void> {
    await (await this.admissions()).settled(admission);
  }

  async rememberPass(pass: OfflinePass): Promise<void> {
    await (await this.admissions()).rememberPass(pass);
  }

  async unsettledPasses(): Promise<OfflinePass[]> {
    return (await this.admissions()).unsettledPasses();
  }

  async settledPass(pass: Pick<OfflinePass, 'eventId' | 'ticketId' | 'number'>): Promise<void> {
    await (await this.admissions()).settledPass(pass);
  }

  async queuedAnswered(): Promise<void> {
    await (await this.admissions()).queuedAnswered();
  }

  async report(conflict: AdmissionConflict): Promise<void> {
    await (await this.admissions()).report(conflict);
  }

  follow(eventId: string | null, listener: AdmissionConflictsListener): Unsubscribe {
    return subscribeWhenLoaded(this.device.load(), ({ offlineAdmissions }) => offlineAdmissions.follow(eventId, listener), listener.error);
  }
}
