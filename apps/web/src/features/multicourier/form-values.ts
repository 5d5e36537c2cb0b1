import { toNestErrors } from '@hookform/resolvers';
import {
  type ShipmentItemRequest,
  type ShippingFeeInput,
  type ShippingFeeRequest,
  type ShippingPartyRequest,
  shippingFeeRequest,
} from '@konter/core/contracts/shipping';
import { formatMessage, issueRule } from '@konter/core/validation/index';
import type { FieldError, Resolver } from 'react-hook-form';
import { currentLocale } from '../../lib/i18n';

/** The shipment form: sender, recipient, item and insurance (what get_fee and create_order share). */
export type ShipmentFormValues = ShippingFeeRequest & {
  sender: ShippingPartyRequest;
  recipient: ShippingPartyRequest;
  item: ShipmentItemRequest;
};
export type PartyKey = 'sender' | 'recipient';
export type FormSection = PartyKey | 'item';

export const blankParty = (): ShippingPartyRequest => ({
  name: '',
  phone: '',
  address: '',
  sub_district: '',
  district: '',
  city: '',
  province: '',
  country: 'Indonesia',
  postal_code: '',
  note: '',
  favorite_label: '',
  area_id: null,
});

export const blankItem = (): ShipmentItemRequest => ({
  item_type: 'package',
  commodity_type: '',
  item_content: '',
  item_weight: '',
  item_value: '',
  item_length: '',
  item_width: '',
  item_height: '',
});

export const blankShipment = (sender?: ShippingPartyRequest): ShipmentFormValues => ({
  sender: sender ?? blankParty(),
  recipient: blankParty(),
  item: blankItem(),
  insurance: false,
});

/** The section a field path belongs to ("sender.name" → sender). */
export const sectionOf = (path: string): FormSection | null => {
  const head = path.split('.')[0];
  return head === 'sender' || head === 'recipient' || head === 'item' ? head : null;
};

const TOKEN = 'xfieldx';
const valueAt = (values: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    values,
  );

/**
 * The form's resolver: the contract's schema with the spec's messages ("{field} harus diisi") in
 * the current language, the field named by this screen's own labels (`labelOf`: the item's fields
 * are not in the shared label list). An empty number field is "required", not "not a number".
 */
export function shipmentResolver(
  labelOf: (path: string) => string | undefined,
): Resolver<ShipmentFormValues, unknown, ShippingFeeInput> {
  return async (values, _context, options) => {
    const result = await shippingFeeRequest.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const locale = currentLocale();
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (flat[path]) continue;
      const raw = valueAt(values, issue.path);
      const rule =
        raw === '' || raw === undefined || raw === null
          ? { key: 'required' as const, params: {} }
          : issueRule(issue);
      const label = labelOf(path);
      let message = formatMessage(rule.key, rule.params, label ? TOKEN : path, locale);
      if (label) {
        message = message.replace(new RegExp(TOKEN, 'i'), (m) =>
          m[0] === 'X' && locale !== 'zh' ? label.charAt(0).toUpperCase() + label.slice(1) : label,
        );
      }
      flat[path] = { type: 'validation', message };
    }
    return { values: {}, errors: toNestErrors<ShipmentFormValues>(flat, options) };
  };
}

// ---- the draft: nothing typed is lost (a failed call keeps the form; a reload keeps the draft) ----

const DRAFT_KEY = 'konter.multicourier.draft';

export interface ShipmentDraft {
  values: ShipmentFormValues;
  saveSender: boolean;
  saveRecipient: boolean;
}

export function loadDraft(): ShipmentDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<ShipmentDraft>;
    if (!d.values || typeof d.values !== 'object') return null;
    const blank = blankShipment();
    return {
      values: {
        sender: { ...blank.sender, ...d.values.sender },
        recipient: { ...blank.recipient, ...d.values.recipient },
        item: { ...blank.item, ...d.values.item },
        insurance: d.values.insurance === true,
      },
      saveSender: d.saveSender === true,
      saveRecipient: d.saveRecipient === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: ShipmentDraft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // private mode or full storage: the form still holds everything
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
