import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { type AnyT, errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { ReceiptLogoPicker } from './receipt-logo-picker';
import type { ReceiptSettings } from './receipt-settings';

type Update = (patch: Partial<ReceiptSettings>, opts?: { now?: boolean }) => void;

/** A refused save: the first field's own text (422), else the answer's. */
function saveErrorText(t: AnyT, error: unknown): string {
  if (isApiError(error) && error.errors) {
    for (const [field, list] of Object.entries(error.errors))
      if (list[0]) return fieldErrorMessage(t, field, list[0]);
  }
  return errorMessage(t, error);
}

/**
 * The receipt's print settings and the shop's header (spec §3), applied live to the receipt above
 * and saved with the member's account: toggles at once, typed text when the typing pauses.
 */
export function ReceiptSettingsPanel({
  settings,
  onChange,
  saving = false,
  saveError = null,
}: {
  settings: ReceiptSettings;
  onChange: Update;
  saving?: boolean;
  saveError?: unknown;
}) {
  const { t } = useTranslation('transactions');
  const now = { now: true };
  const toggles: Array<[keyof ReceiptSettings, string]> = [
    ['showLogo', t('settings.showLogo')],
    ['showAddress', t('settings.showAddress')],
    ['showPhone', t('settings.showPhone')],
    ['largeSn', t('settings.largeSn')],
    ['noteLeft', t('settings.noteLeft')],
    ['largeText', t('settings.largeText')],
  ];
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white print:hidden">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 font-semibold text-slate-900">
        <Icon name="settings" className="size-5 text-brand-700" />
        <span className="flex-1">{t('settings.title')}</span>
        <Icon
          name="chevronRight"
          className="size-5 text-slate-400 transition-transform group-open:rotate-90"
        />
      </summary>
      <div className="space-y-4 px-4 pb-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('settings.paperWidth')}</legend>
          <div className="flex gap-2">
            {([58, 80] as const).map((w) => (
              <Choice
                key={w}
                checked={settings.paperWidth === w}
                onChange={() => onChange({ paperWidth: w }, now)}
              >
                {w} mm
              </Choice>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1 sm:grid-cols-2">
          {toggles.map(([key, label]) => (
            <label
              key={key}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                checked={Boolean(settings[key])}
                onChange={(e) => onChange({ [key]: e.target.checked }, now)}
                className="size-5 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        <ReceiptLogoPicker logo={settings.logo} onChange={(logo) => onChange({ logo }, now)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('settings.storeName')}
            maxLength={60}
            value={settings.storeName}
            onChange={(e) => onChange({ storeName: e.target.value })}
          />
          <TextField
            label={t('settings.phone')}
            inputMode="tel"
            maxLength={20}
            value={settings.phone}
            onChange={(e) => onChange({ phone: e.target.value })}
          />
          <TextField
            label={t('settings.address')}
            containerClassName="sm:col-span-2"
            maxLength={160}
            value={settings.address}
            onChange={(e) => onChange({ address: e.target.value })}
          />
          <TextField
            label={t('settings.note')}
            containerClassName="sm:col-span-2"
            maxLength={160}
            placeholder={t('receipt.defaultNote').replace(/\n/g, ' ')}
            value={settings.note}
            onChange={(e) => onChange({ note: e.target.value })}
          />
        </div>
        {saveError ? <Alert tone="error">{saveErrorText(t, saveError)}</Alert> : null}
        <p className="text-xs text-slate-500" aria-live="polite">
          {saving ? t('settings.saving') : t('settings.savedToAccount')}
        </p>
      </div>
    </details>
  );
}

function Choice({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center rounded-xl border px-4 text-sm font-semibold has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
        checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700',
      )}
    >
      <input type="radio" name="paper-width" checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}
