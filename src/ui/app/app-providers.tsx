import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
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
          <PopupProvider>{children}</PopupProvider>
        </FirstLookProvider>
      </ServicesProvider>
    </I18nProvider>
  );
}
