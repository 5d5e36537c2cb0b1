import { depositTopupClaimRequest } from '@konter/core/contracts/deposit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';
import { useLocalizedForm } from '../../../lib/form';
import { useClaimTopup } from '../api/claim-topup';
import type { DepositTopup } from '../api/get-topup';
import { proofDataUrl } from '../proof-image';
import { useDepositErrors } from '../use-deposit-errors';

/**
 * "Transferred but not credited?" (calls §9.2 manual claim): a note and a photo of the transfer
 * receipt (JPG or PNG, at most 2 MB, previewed before sending) for an administrator to check.
 */
export function ClaimForm({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation('deposit');
  const id = useId();
  const claim = useClaimTopup();
  const form = useLocalizedForm(depositTopupClaimRequest, {
    defaultValues: { note: '', proof_image: '' },
    mode: 'onSubmit',
  });
  // 409 (cannot be confirmed, too many open requests) and 429 (today's proofs used up) in the alert.
  const server = useDepositErrors(form, [409, 429]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const proof = form.watch('proof_image');
  const { errors } = form.formState;
  const proofError = fileProblem ?? errors.proof_image?.message;

  const pick = async (file: File | undefined) => {
    setFileProblem(null);
    if (!file) return;
    setReading(true);
    const result = await proofDataUrl(file);
    setReading(false);
    if ('problem' in result) {
      form.setValue('proof_image', '');
      setFileProblem(t(`claim.problem.${result.problem}`));
      return;
    }
    form.setValue('proof_image', result.url, { shouldValidate: true });
  };

  const onSubmit = form.handleSubmit((v) =>
    claim.mutate(
      { code: topup.code, note: v.note || undefined, proof_image: v.proof_image },
      { onError: (e) => server.handle(e) },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="claim-form">
      <p className="text-sm text-slate-600">{t('claim.intro')}</p>
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-700">
          {t('claim.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={200}
          placeholder={t('claim.notePlaceholder')}
          aria-invalid={errors.note ? true : undefined}
          className={`${fieldClasses(Boolean(errors.note))} py-2.5`}
          {...form.register('note')}
        />
        {errors.note?.message && <p className="text-sm text-red-700">{errors.note.message}</p>}
      </div>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-slate-700" id={`${id}-proof-label`}>
          {t('claim.proof')}
        </span>
        <label
          htmlFor={`${id}-proof`}
          className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-center text-sm text-slate-700 hover:border-brand-500 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
        >
          {proof ? (
            <img
              src={proof}
              alt={t('claim.previewAlt')}
              className="max-h-56 rounded-lg object-contain"
              data-testid="claim-preview"
            />
          ) : (
            <Icon name="upload" className="size-7 text-brand-700" />
          )}
          <span className="font-semibold text-brand-800">
            {reading ? t('claim.reading') : proof ? t('claim.changeProof') : t('claim.chooseProof')}
          </span>
          <span className="text-xs text-slate-500">{t('claim.proofHelp')}</span>
          <input
            id={`${id}-proof`}
            type="file"
            accept="image/jpeg,image/png"
            aria-labelledby={`${id}-proof-label`}
            aria-invalid={proofError ? true : undefined}
            aria-describedby={proofError ? `${id}-proof-error` : undefined}
            className="sr-only"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        {proofError && (
          <p id={`${id}-proof-error`} className="flex items-start gap-1 text-sm text-red-700">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{proofError}</span>
          </p>
        )}
      </div>
      <Button type="submit" block loading={claim.isPending} disabled={reading}>
        {t('claim.submit')}
      </Button>
    </form>
  );
}
