import { RECEIPT_LOGO_MAX_BYTES, RECEIPT_LOGO_MAX_SIDE } from '@konter/core/contracts/user-settings';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { ImageResizeError, shrinkImage } from '../../../lib/image-resize';

/**
 * The shop's logo for its receipts: a picked image is scaled down here (canvas, at most 256 px and
 * 64 KB) and handed over as a data URL; "remove" clears it.
 */
export function ReceiptLogoPicker({
  logo,
  onChange,
}: {
  logo: string | null;
  onChange: (logo: string | null) => void;
}) {
  const { t } = useTranslation('transactions');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(t('settings.logoNotImage'));
      return;
    }
    setBusy(true);
    try {
      onChange(await shrinkImage(file, { maxSide: RECEIPT_LOGO_MAX_SIDE, maxBytes: RECEIPT_LOGO_MAX_BYTES }));
    } catch (err) {
      setProblem(
        err instanceof ImageResizeError && err.reason === 'too_big'
          ? t('settings.logoTooBig')
          : t('settings.logoNotImage'),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('settings.logo')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white">
          {logo ? (
            <img
              src={logo}
              alt={t('settings.logoPreview')}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <Icon name="image" className="size-7 text-slate-400" />
          )}
        </div>
        <label
          className={cn(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
          )}
          aria-busy={busy || undefined}
        >
          <Icon name="upload" className="size-5" />
          {logo ? t('settings.logoChange') : t('settings.logoPick')}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/*"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        {logo && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Icon name="trash" className="size-5" />
            {t('settings.logoRemove')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">{t('settings.logoHelp')}</p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
