import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { EventDocument } from '../../domain/events/event';
import { catalogueFor } from '../i18n/language';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';
import { qrSvgDataUrl } from '../registration/ticket-image';
import { formatEventTime } from '../shared/format';

/**
 * A printable poster: the event and a QR code of its short link. Printing shows only the poster.
 * It speaks the language of those who will read it, which the organiser chooses: their own by default.
 */
export function EventPoster({ event, onClose }: { event: EventDocument; onClose: () => void }) {
  const link = `${window.location.origin}/${event.slug || event.id}`;
  const { i18n } = useLingui();
  const languageId = useId();
  const [language, setLanguage] = useState<Locale>(isLocale(i18n.locale) ? i18n.locale : 'en');
  const posterI18n = usePosterLanguage(language, i18n);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void qrSvgDataUrl(link).then(setQr);
  }, [link]);
  return (
    <section className="panel poster" aria-labelledby="poster-title">
      <div className="field no-print">
        <label htmlFor={languageId}>
          <Trans>Language of the poster</Trans>
        </label>
        <select id={languageId} value={language} onChange={(change) => isLocale(change.target.value) && setLanguage(change.target.value)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <I18nProvider i18n={posterI18n}>
        <PosterSheet event={event} link={link} qr={qr} language={language} />
      </I18nProvider>
      <p className="actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          <Trans>Print the poster</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
          <Trans>Copy the short link</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </p>
    </section>
  );
}

/** The poster's own translations: the page around it stays in the organiser's language. */
function usePosterLanguage(language: Locale, page: I18n): I18n {
  const [loaded, setLoaded] = useState<I18n | null>(null);
  useEffect(() => {
    let current = true;
    if (language === page.locale) return;
    catalogueFor(language).then(
      ({ locale, locales, messages }) => current && setLoaded(setupI18n({ locale, locales, messages: { [locale]: messages } })),
      (error: unknown) => console.error('The poster’s language could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [language, page]);
  return language === page.locale || loaded?.locale !== language ? page : loaded;
}

function PosterSheet({ event, link, qr, language }: { event: EventDocument; link: string; qr: string | null; language: Locale }) {
  const { t, i18n } = useLingui();
  return (
    <div className="poster__sheet" lang={language}>
      <h2 id="poster-title" className="poster__title">
        {event.title}
      </h2>
      <p className="poster__when">{formatEventTime(event, i18n.locales ?? i18n.locale)}</p>
      <p className="poster__where">{event.venue}</p>
      {qr && <img src={qr} alt={t`QR code of ${link}`} className="poster__qr" width={320} height={320} />}
      <p className="poster__link">{link}</p>
      <p>
        <Trans>Scan to register and get your ticket.</Trans>
      </p>
    </div>
  );
}
