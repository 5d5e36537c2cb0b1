import type { StaffRole } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { Pill } from '../../components/ui/pill';

const tones: Record<StaffRole, string> = {
  owner: 'bg-violet-100 text-violet-800',
  finance: 'bg-emerald-100 text-emerald-800',
  cs: 'bg-sky-100 text-sky-800',
  catalogue: 'bg-amber-100 text-amber-900',
  shop: 'bg-rose-100 text-rose-800',
};

/** A member of staff's roles as coloured badges, in their translated names. */
export function RoleBadges({ roles, className }: { roles: readonly StaffRole[]; className?: string }) {
  const { t } = useTranslation('console');
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {roles.map((role) => (
        <Pill key={role} tone={tones[role]} data-role={role}>
          {t(`roles.${role}`)}
        </Pill>
      ))}
    </span>
  );
}
