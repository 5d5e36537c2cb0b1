import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        verified ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Icon name={verified ? 'check' : 'alert'} className="size-3.5" />
      {verified ? t('verify.verified') : t('verify.notVerified')}
    </span>
  );
}
