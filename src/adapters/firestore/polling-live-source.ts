import { getAggregate, getDocs, sum, type Firestore } from 'firebase/firestore/lite';
import type { LiveResultInfo, Unsubscribe } from '../../application/ports/document-store.port';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import { firestoreCode, toStoreError } from './firestore-errors';
import { FirstAnswers } from './first-answers';
import { liteSpecQuery } from './firestore-lite-query';
import { TRANSIENT_CODES } from './retries';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';

/**
 * How often a visitor's page asks again: "N seats left" stays within this of the truth, and a
 * thousand open pages cost the server one small query each per period, not a listener each.
 */
export const VISITOR_REFRESH_MS = 15_000;

/** When a page is worth asking for: shown, and told when it is shown again or back online. */
export type PageSignals = { visible: () => boolean; onReturn: (listener: () => void) => Unsubscribe };

const browserPage: PageSignals = {
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  onReturn: (listener) => {
    if (typeof window === 'undefined') return () => undefined;
    const onVisible = () => document.visibilityState === 'visible' && listener();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', listener);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', listener);
    };
  },
};

/**
 * Live results for a visitor's device, from Firestore Lite: the query asked now, again every
 * `refreshMs` while the page is shown, when it is shown again or the network returns, and at
 * once after this device wrote (`refresh`). Every answer is the server's (confirmed). Without
 * network (or with a server too busy to answer) a result already shown stays; before any, the
 * page is told. `first`: answers to the page's first queries, asked before the data layer
 * arrived (first-answers.ts).
 */
export class PollingLiveSource implements LiveSource {
  private readonly followed = new Set<() => void>();

  constructor(
    private readonly db: Firestore,
    private readonly refreshMs: number = VISITOR_REFRESH_MS,
    private readonly page: PageSignals = browserPage,
    private readonly first: FirstAnswers = new FirstAnswers(),
  ) {}

  /** Asks every followed query again: after a write of this device, its pages show it. */
  refresh(): void {
    for (const ask of this.followed) ask();
  }

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    const read = async () => {
      // Without an early answer the query leaves in this turn, as it always did.
      const early = this.first.query(spec.collection, spec);
      const answered = early && (await early);
      if (answered !== undefined) return answered as T[];
      return (await getDocs(liteSpecQuery<T>(this.db, spec))).docs.map((document) => document.data());
    };
    return this.follow(read, onChange, onError);
  }

  /**
   * Asked as an aggregate: the server sends one number, and bills one read per thousand
   * documents summed instead of one per document (an event's seats are counted on a hundred).
   */
  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
    const read = async () => (await getAggregate(liteSpecQuery(this.db, spec), { total: sum(field) })).data().total;
    return this.follow(read, onChange, onError);
  }

  private follow<R>(
    read: () => Promise<R>,
    onChange: (value: R, info: LiveResultInfo) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    let stopped = false;
    let shown: string | null = null;
    let asking = false;
    let askAgain = false;
    const ask = () => {
      if (stopped) return;
      if (asking) {
        askAgain = true;
        return;
      }
      asking = true;
      read()
        .then(
          (value) => {
            const seen = JSON.stringify(value);
            if (stopped || seen === shown) return;
            shown = seen;
            onChange(value, { confirmed: true });
          },
          (error: unknown) => {
            if (stopped) return;
            console.error(STORE_LOG_PREFIX.watch, error);
            // Lite's fetch without network fails as "unknown", not "unavailable": both keep what was shown.
            if (shown === null || !TRANSIENT_CODES.has(firestoreCode(error)))
              onError?.(toStoreError(error, STORE_LOG_PREFIX.watch) as Error);
          },
        )
        .finally(() => {
          asking = false;
          if (askAgain) {
            askAgain = false;
            ask();
          }
        });
    };
    this.followed.add(ask);
    const timer = setInterval(() => this.page.visible() && ask(), this.refreshMs);
    const stopSignals = this.page.onReturn(ask);
    ask();
    return () => {
      stopped = true;
      clearInterval(timer);
      stopSignals();
      this.followed.delete(ask);
    };
  }
}
