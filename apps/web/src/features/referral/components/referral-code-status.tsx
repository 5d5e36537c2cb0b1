import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useReferralCheck } from '../api/referral';

/**
 * The register form's live "valid / not valid" for a typed referral code (GET referral/check).
 * Registering without a code stays possible: an empty field shows nothing.
 */
export function ReferralCodeStatus({ code }: { code: string }) {
  const { t } = useTranslation('referral');
  const { valid, checking } = useReferralCheck(code);
  return (
    <p aria-live="polite" className="min-h-5 text-sm" data-testid="referral-status">
      {checking ? (
        <span className="text-slate-500">{t('check.checking')}</span>
      ) : valid === true ? (
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <Icon name="check" className="size-4" />
          {t('check.valid')}
        </span>
      ) : valid === false ? (
        <span className="inline-flex items-start gap-1 text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t('check.invalid')}
        </span>
      ) : null}
    </p>
  );
}
