import type { FirstLook } from '../../application/ports/first-look.port';
import type { ServiceToken } from '../../application/tokens';
import type { Locale } from '../i18n/locales';

export type ServiceOverride = readonly [ServiceToken<unknown>, unknown];

/** What a story asks of the services Storybook builds for it (see .storybook/preview.tsx). */
export type RollcallStoryParameters = {
  /** `demo` (the default): the offline store with the demo data. `empty`: nothing stored. */
  data?: 'demo' | 'empty';
  /** Services to replace, to show states the real store does not reach on its own. */
  overrides?: readonly ServiceOverride[];
  /** The URL the story's page is opened at, and the route pattern that reads it. */
  route?: { url: string; pattern?: string };
  /** False for stories that bring their own router (the whole route table). */
  router?: boolean;
  /** Signs a demo account in before the story renders (offline accounts). */
  signedInAs?: 'admin' | 'door' | 'visitor';
  /** The data layer never finishes loading: the frame and loading states of a slow network. */
  servicesPending?: boolean;
  /** What the page's early read gave (Firebase mode), shown before the data layer. */
  firstLook?: FirstLook;
  /**
   * Firebase mode waiting for its server: every live result is this device's copy (`confirming`);
   * with `silent`, the page has also waited past its patience.
   */
  server?: 'confirming' | 'silent';
  /** The language the story is shown in; English when not given. */
  locale?: Locale;
  /** Cookies present before the story renders, e.g. a forged `user` cookie. */
  cookies?: Record<string, string>;
};

/** A typed pair for `overrides`: the value must be what the token stands for. */
export function override<T>(token: ServiceToken<T>, value: T): ServiceOverride {
  return [token, value];
}
