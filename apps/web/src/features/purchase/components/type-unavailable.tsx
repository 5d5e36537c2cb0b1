import type { PrepaidType } from '@konter/core/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { prepaidTypeIcon, prepaidTypeLabel } from '../../catalog';

/** Where "back" goes from a type without products: the first menu entry (its name), else the home. */
export interface BackTo {
  to: string;
  name: string | null;
}

/**
 * A type that sells nothing right now (switched off by the operator, or no active product): said
 * plainly, with a way to another product, instead of an empty form.
 */
export function TypeUnavailable({ type, back }: { type: PrepaidType; back: BackTo }) {
  const { t } = useTranslation('purchase');
  const label = prepaidTypeLabel(type);
  return (
    <EmptyState
      icon={prepaidTypeIcon[type]}
      title={t('unavailable.title', { type: label })}
      description={t('unavailable.text', { type: label })}
      action={
        <Link to={back.to} className={buttonClasses('secondary')}>
          {back.name ? t('unavailable.back', { name: back.name }) : t('unavailable.home')}
        </Link>
      }
    />
  );
}
