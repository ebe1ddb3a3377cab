import { useLingui } from '@lingui/react/macro';
import { chooseLocale } from './language';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales';

/** The top bar's language menu; the choice is kept on this device for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t`Language`}</span>
      <span aria-hidden="true" className="language-switch__mark">
        文A
      </span>
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
