import { useLingui } from '@lingui/react/macro';
import { chooseLocale } from './language';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales';

/** The top bar's language menu; the choice is kept on this device for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t`Language`}</span>
      <LanguagesMark />
      <select
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A globe, the usual mark of a language menu, drawn rather than written: as the text "文A" it
 * needed a font with Chinese characters, which a computer without one (a minimal Linux install)
 * showed as an empty box.
 */
function LanguagesMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="language-switch__mark"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      <ellipse cx="12" cy="12" rx="4" ry="10" />
      <path d="M2 12h20" />
    </svg>
  );
}
