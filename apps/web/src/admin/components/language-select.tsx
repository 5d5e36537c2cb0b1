import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { changeLocale, currentLocale, type Locale, localeNames, locales } from '../../lib/i18n';

/** The console's language (the same choice as the member app's: one browser, one language). */
export function LanguageSelect({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={dark ? 'text-slate-300' : 'text-slate-600'}>
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? currentLocale()}
        onChange={(e) => void changeLocale(e.target.value as Locale)}
        className={cn(
          'min-h-10 rounded-lg border px-2',
          dark ? 'border-slate-600 bg-slate-800 text-slate-100' : 'border-slate-300 bg-white text-slate-800',
        )}
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
