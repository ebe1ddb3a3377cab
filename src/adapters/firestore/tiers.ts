import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { AdmissionConflictsListener, OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { SyncState, SyncStatus } from '../../application/ports/sync-status.port';
import type { AdmissionConflict, OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { DeviceServices } from './device-tier';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';
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

/** Polls with Lite until the device tier is loaded, then listens with it. */
export class TieredLiveSource implements LiveSource {
  constructor(
    private readonly polling: LiveSource,
    private readonly device: DeviceTier,
  ) {}

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    return this.follow((source) => source.watch(spec, onChange, onError));
  }

  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
    return this.follow((source) => source.watchSum(spec, field, onChange, onError));
  }

  private follow(subscribe: (source: LiveSource) => Unsubscribe): Unsubscribe {
    const loaded = this.device.current();
    if (loaded) return subscribe(loaded.live);
    let stop = subscribe(this.polling);
    let stopped = false;
    const stopWaiting = this.device.onLoaded((services) => {
      if (stopped) return;
      stop();
      stop = subscribe(services.live);
    });
    return () => {
      stopped = true;
      stopWaiting();
      stop();
    };
  }
}

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
