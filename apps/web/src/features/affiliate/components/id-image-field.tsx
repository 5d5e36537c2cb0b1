import { AFFILIATE_ID_IMAGE_MAX_BYTES, AFFILIATE_ID_IMAGE_TYPES } from '@konter/core/contracts/affiliate';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

export const ID_IMAGE_MAX_MB = AFFILIATE_ID_IMAGE_MAX_BYTES / 1024 / 1024;

/** The picked file's problem as a text key, or null when it can be sent (the server checks again). */
export function idImageProblem(file: File | null): 'imageRequired' | 'imageType' | 'imageSize' | null {
  if (!file) return 'imageRequired';
  if (!(AFFILIATE_ID_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > AFFILIATE_ID_IMAGE_MAX_BYTES) return 'imageSize';
  return null;
}

/** The identity document picker (JPG/PNG ≤ 8 MB) with a preview of the picked photo. */
export function IdImageField({
  file,
  onPick,
  error,
}: {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('affiliate');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || idImageProblem(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700" id={`${id}-label`}>
        {t('field.idImage')}
      </span>
      <label
        htmlFor={`${id}-input`}
        className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-center text-sm text-slate-700 hover:border-brand-500 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
      >
        {preview ? (
          <img
            src={preview}
            alt={t('field.previewAlt')}
            className="max-h-48 rounded-lg object-contain"
            data-testid="affiliate-id-preview"
          />
        ) : (
          <Icon name="upload" className="size-7 text-brand-700" />
        )}
        <span className="font-semibold text-brand-800">
          {preview ? t('field.changeImage') : t('field.chooseImage')}
        </span>
        <span className="text-xs text-slate-500">{t('field.idImageHelp', { mb: ID_IMAGE_MAX_MB })}</span>
        <input
          id={`${id}-input`}
          name="id_image"
          type="file"
          accept="image/jpeg,image/png"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sr-only"
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
