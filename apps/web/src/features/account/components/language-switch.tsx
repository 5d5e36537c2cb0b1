import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { useAccount } from '../../../lib/auth';
import { changeLocale, currentLocale, type Locale, localeNames, locales } from '../../../lib/i18n';
import { useUpdateSetting } from '../api/update-setting';

/** Language picker (native select: big, accessible, familiar on Android). Saved to the account too. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const { data: account } = useAccount();
  const save = useUpdateSetting({ silent: true });
  const value = currentLocale();

  const onChange = async (lng: Locale) => {
    await changeLocale(lng);
    if (account) save.mutate({ locale: lng });
  };

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Icon name="globe" className="size-5 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => void onChange(e.target.value as Locale)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
