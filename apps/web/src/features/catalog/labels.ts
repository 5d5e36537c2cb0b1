import {
  OPERATOR_TYPES,
  POSTPAID_TYPE_ICONS,
  POSTPAID_TYPE_LABELS,
  POSTPAID_TYPES,
  type PostpaidType,
  PREPAID_TYPE_ICONS,
  PREPAID_TYPE_LABELS,
  PREPAID_TYPES,
  type PrepaidType,
} from '@konter/core/catalog';
import type { Operator } from '@konter/core/phone';
import type { IconName } from '../../components/ui/icons';
import { currentLocale } from '../../lib/i18n';

// Product type names come from @konter/core (one list for server texts and screens), per language.
export const prepaidTypeLabel = (type: PrepaidType) => PREPAID_TYPE_LABELS[type][currentLocale()];
export const postpaidTypeLabel = (type: PostpaidType) => POSTPAID_TYPE_LABELS[type][currentLocale()];

/** Order of the type tabs: the everyday products first. */
export const prepaidTypeOrder: readonly PrepaidType[] = [
  'pulsa',
  'data',
  'electricity',
  'emoney',
  'games',
  'voucher',
  ...PREPAID_TYPES.filter((t) => !['pulsa', 'data', 'electricity', 'emoney', 'games', 'voucher'].includes(t)),
];
export const postpaidTypeOrder: readonly PostpaidType[] = [
  'electricity',
  'pdam',
  'bpjs',
  'internet',
  'hp',
  'tv',
  ...POSTPAID_TYPES.filter((t) => !['electricity', 'pdam', 'bpjs', 'internet', 'hp', 'tv'].includes(t)),
];

// The type icons are one list in @konter/core, shared with the server's home menu; each name must
// be one of the icon set's (checked in labels.test.ts).
export const prepaidTypeIcon = PREPAID_TYPE_ICONS as Readonly<Record<PrepaidType, IconName>>;
export const postpaidTypeIcon = POSTPAID_TYPE_ICONS as Readonly<Record<PostpaidType, IconName>>;

export const isOperatorBased = (type: PrepaidType) => OPERATOR_TYPES.includes(type);

/** Operators' own names and colours (no logo images: nothing heavy to download). */
export const operatorStyle: Record<Operator | 'byu', { name: string; short: string; className: string }> = {
  telkomsel: { name: 'Telkomsel', short: 'TSEL', className: 'bg-red-600 text-white' },
  byu: { name: 'by.U', short: 'by.U', className: 'bg-sky-400 text-slate-950' },
  indosat: { name: 'Indosat', short: 'ISAT', className: 'bg-yellow-400 text-slate-950' },
  xl: { name: 'XL', short: 'XL', className: 'bg-blue-700 text-white' },
  axis: { name: 'Axis', short: 'AXIS', className: 'bg-violet-700 text-white' },
  tri: { name: 'Tri', short: '3', className: 'bg-fuchsia-700 text-white' },
  smartfren: { name: 'Smartfren', short: 'SF', className: 'bg-rose-600 text-white' },
};
