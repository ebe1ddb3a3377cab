import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { PopupProvider } from '../popup/popup';
import type { FirstLook } from '../../application/ports/first-look.port';
import { FirstLookProvider } from './first-look';
import { ServicesProvider, type ServicesSource } from './services';

/**
 * Everything a page needs above it: the language (nothing shows until its catalogue is in), the
 * services (the session starts from them) and the page's first look at its data before them, the
 * popup message.
 */
export function AppProviders({
  services,
  firstLook = null,
  onFirstLookShown,
  children,
}: {
  services: ServicesSource;
  firstLook?: FirstLook | null;
  /** Told once a page has painted its first look (see FirstLookProvider). */
  onFirstLookShown?: () => void;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <FirstLookProvider firstLook={firstLook} onShown={onFirstLookShown}>
          <PopupProvider>
            <ShownInLanguage>{children}</ShownInLanguage>
          </PopupProvider>
        </FirstLookProvider>
      </ServicesProvider>
    </I18nProvider>
  );
}

/**
 * The pages drawn again from the start when the language changes: texts that helpers, dates and
 * numbers built outside a `<Trans>` change with it too. The session and the data stay.
 */
function ShownInLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
