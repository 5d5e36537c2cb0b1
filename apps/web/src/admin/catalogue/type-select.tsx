import { PREPAID_TYPES } from '@konter/core/catalog';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/select-field';

/** The product-type select of the catalogue (the products' filter, a markup band's type). */
export function TypeSelect(props: Omit<Parameters<typeof SelectField>[0], 'options'>) {
  const { t } = useTranslation('console');
  return (
    <SelectField
      {...props}
      options={PREPAID_TYPES.map((k) => ({ value: k, label: t(`catalogue.types.${k}`) }))}
    />
  );
}
