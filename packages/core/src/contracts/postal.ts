import { z } from 'zod';
import { normalizeHsCode } from '../hs-codes.js';
import { boundedInt as int, pinField as pin, requiredText } from './fields.js';
import { pageMeta } from './notification.js';
import {
  SHIPMENT_SHIPPING_STATES,
  type ShipmentCost,
  type ShipmentShippingState,
  shipmentCost,
} from './shipping.js';

// POS MLO — postal logistics for agents with the `pos_mlo` permission (issue 16 part 3; spec calls
// §7.7 "mlo/transaction", "mlo/manifest", "mlo/cn23", "mlo/spk", "mlo/report/{transaction,manifest,
// cn23}"; entities "POS"). Domestic shipments (NIPOS) and international ones (IPOS) with the CN23
// customs declaration, SPK pickup work orders, manifests, tracking and reports. Money in whole
// rupiah, weights in grams, dimensions in cm (§9.2). The postal operator's agent API is not public:
// the provider speaks Konter's own protocol (docs/postal-protocol.md).

// ---- constants ----

/** NIPOS: domestic; IPOS: international. */
export const POSTAL_TYPES = ['nipos', 'ipos'] as const;
export type PostalType = (typeof POSTAL_TYPES)[number];

/** The seven destinations of international shipments (§9.2), ISO 3166-1 alpha-2, with their currency. */
export const POSTAL_COUNTRIES = [
  { code: 'BD', currency: 'BDT', en: 'Bangladesh', id: 'Bangladesh', zh: '孟加拉国' },
  { code: 'CN', currency: 'CNY', en: 'China', id: 'Tiongkok', zh: '中国' },
  { code: 'MY', currency: 'MYR', en: 'Malaysia', id: 'Malaysia', zh: '马来西亚' },
  { code: 'SG', currency: 'SGD', en: 'Singapore', id: 'Singapura', zh: '新加坡' },
  { code: 'TH', currency: 'THB', en: 'Thailand', id: 'Thailand', zh: '泰国' },
  { code: 'VN', currency: 'VND', en: 'Vietnam', id: 'Vietnam', zh: '越南' },
  { code: 'PH', currency: 'PHP', en: 'Philippines', id: 'Filipina', zh: '菲律宾' },
] as const;
export const POSTAL_COUNTRY_CODES = ['BD', 'CN', 'MY', 'SG', 'TH', 'VN', 'PH'] as const;
export type PostalCountry = (typeof POSTAL_COUNTRY_CODES)[number];

/** Currencies the provider quotes IDR rates for (`mlo/cn23/kurs`). */
export const KURS_CURRENCIES = ['USD', 'SGD', 'MYR', 'CNY', 'THB', 'VND', 'PHP', 'BDT'] as const;
export type KursCurrency = (typeof KURS_CURRENCIES)[number];
/** A CN23's declared value may be in rupiah or one of the quoted currencies. */
export const DECLARED_CURRENCIES = ['IDR', ...KURS_CURRENCIES] as const;
export type DeclaredCurrency = (typeof DECLARED_CURRENCIES)[number];

/** CN23 box "Category of item" (UPU form CN 23). */
export const CN23_CATEGORIES = [
  'gift',
  'documents',
  'commercial_sample',
  'returned_goods',
  'sale_of_goods',
  'other',
] as const;
export type Cn23Category = (typeof CN23_CATEGORIES)[number];

/** A shipment's own state: pending (booking) → success (booked, AWB) | failed; success → cancel. */
export const POSTAL_STATUSES = ['pending', 'success', 'failed', 'cancel'] as const;
export type PostalStatus = (typeof POSTAL_STATUSES)[number];

/** Where the parcel is (the spec's shipping states, §4 "Shipping"): the couriers' list. */
export const POSTAL_SHIPPING_STATES = SHIPMENT_SHIPPING_STATES;
export type PostalShippingState = ShipmentShippingState;

/** A CN23's state: draft (ours) → submitted (to the operator with the AWB) → cleared | held; cancelled. */
export const CN23_STATUSES = ['draft', 'submitted', 'cleared', 'held', 'cancelled'] as const;
export type Cn23Status = (typeof CN23_STATUSES)[number];

/**
 * The cost of a shipment, by the couriers' rule ({@link shipmentCost}): the operator's fee; tax =
 * round(fee × 1.1%) (the VAT on postal delivery services, PMK 71/2022: 10% × 11% effective 1.1%);
 * insurance when asked (the item value required): max(1,000; round(value × 0.2%)) plus 11% VAT on it.
 */
export const POSTAL_TAX_PERCENT = 1.1;

export const postalCost = (fee: number, insurance: boolean, itemValue: number): ShipmentCost =>
  shipmentCost(fee, { insurance, itemValue, taxPercent: POSTAL_TAX_PERCENT });

// ---- destination taxes (calculate-tax) ----

export interface DestinationTaxRule {
  country: PostalCountry;
  currency: KursCurrency;
  /** Customs duty is waived at or below this declared value (local currency); null = no de-minimis. */
  duty_threshold: number | null;
  /** Indicative duty rate (%) above it. The real rate depends on the HS code. */
  duty_percent: number;
  /** VAT/GST/sales tax is waived at or below this value; null = charged on every import. */
  vat_threshold: number | null;
  vat_percent: number;
  /** China's personal postal articles: no tax when the computed tax is at most this (CNY). */
  exempt_if_tax_at_most?: number;
  vat_name: string;
  /** Where the numbers come from, and how sure we are. */
  source: string;
}

/**
 * The destinations' import taxes on postal consignments as Konter estimates them (values as known
 * for 2026; the estimate is shown as such, the addressee pays what the destination's customs assess):
 */
export const DESTINATION_TAX_RULES: Record<PostalCountry, DestinationTaxRule> = {
  SG: {
    country: 'SG',
    currency: 'SGD',
    duty_threshold: null,
    duty_percent: 0,
    vat_threshold: 400,
    vat_percent: 9,
    vat_name: 'GST',
    source:
      'Singapore Customs: no customs duty except on liquor, tobacco, motor vehicles and petroleum; GST 9% since 1 Jan 2024; GST import relief for goods by air/post valued up to SGD 400',
  },
  MY: {
    country: 'MY',
    currency: 'MYR',
    duty_threshold: 500,
    duty_percent: 0,
    vat_threshold: 500,
    vat_percent: 10,
    vat_name: 'Sales tax',
    source:
      'Royal Malaysian Customs: duty and sales tax exemption for goods up to RM 500 by air courier/post (low-value goods sold online carry a 10% LVG tax collected by registered sellers since 2024); sales tax 10% above it; duty rate here 0% as most consumer goods from ASEAN (ATIGA) enter duty free',
  },
  CN: {
    country: 'CN',
    currency: 'CNY',
    duty_threshold: null,
    duty_percent: 0,
    vat_threshold: null,
    vat_percent: 13,
    exempt_if_tax_at_most: 50,
    vat_name: 'Postal articles tax',
    source:
      'China Customs personal postal articles tax (行邮税): 13% for most goods (20% / 50% for some), waived when the tax is CNY 50 or less (General Administration of Customs announcement 2010 No. 43; rates since 2019)',
  },
  TH: {
    country: 'TH',
    currency: 'THB',
    duty_threshold: 1500,
    duty_percent: 0,
    vat_threshold: null,
    vat_percent: 7,
    vat_name: 'VAT',
    source:
      'Thai Customs: duty exemption for consignments up to THB 1,500; VAT 7% on all imported goods whatever their value since 1 Jan 2024; duty rate here 0% (ASEAN ATIGA)',
  },
  VN: {
    country: 'VN',
    currency: 'VND',
    duty_threshold: null,
    duty_percent: 0,
    vat_threshold: null,
    vat_percent: 10,
    vat_name: 'VAT',
    source:
      'Vietnam: the VND 1,000,000 exemption for low-value express consignments was abolished by Decision 01/2025/QĐ-TTg (from 18 Feb 2025); VAT 10% (an 8% reduced rate applies to some goods); duty rate here 0% (ASEAN ATIGA)',
  },
  PH: {
    country: 'PH',
    currency: 'PHP',
    duty_threshold: 10000,
    duty_percent: 0,
    vat_threshold: 10000,
    vat_percent: 12,
    vat_name: 'VAT',
    source:
      'Bureau of Customs (CMTA RA 10863 §423): goods valued PHP 10,000 or less are exempt from duties and taxes; VAT 12% above it; duty rate here 0% (ASEAN ATIGA)',
  },
  BD: {
    country: 'BD',
    currency: 'BDT',
    duty_threshold: null,
    duty_percent: 25,
    vat_threshold: null,
    vat_percent: 15,
    vat_name: 'VAT',
    source:
      'Bangladesh Customs: no general de-minimis for postal imports; customs duty up to 25% by HS code (25% used here as the indicative rate) and VAT 15% — uncertain, an estimate',
  },
};

// ---- shared shapes ----

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `max:${max}` })
    .optional()
    .transform((v) => (v ? v : undefined));
const postcode = z
  .string({ message: 'required' })
  .trim()
  .regex(/^\d{5}$/, { message: 'digits:5' });
const foreignPostcode = z
  .string({ message: 'required' })
  .trim()
  .regex(/^[0-9A-Za-z -]{3,10}$/, { message: 'regex' });
const phone = z
  .string({ message: 'required' })
  .trim()
  .regex(/^\+?[0-9 -]{6,20}$/, { message: 'regex' });
export const postalCountry = z.enum(POSTAL_COUNTRY_CODES, { message: 'oneOf' });
export const postalRef = z
  .string({ message: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^PS[0-9A-Z]{12}$/, { message: 'regex' });
export const awbNumber = z
  .string({ message: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{8,20}$/, { message: 'regex' });
const hsCode = z
  .string({ message: 'required' })
  .trim()
  .transform((v, ctx) => {
    const n = normalizeHsCode(v);
    if (!n) {
      ctx.addIssue({ code: 'custom', message: 'regex' });
      return z.NEVER;
    }
    return n;
  });

/** A sender or addressee. A domestic one has an Indonesian 5-digit postcode. */
export const postalParty = z.object({
  name: requiredText(80),
  phone,
  address: requiredText(200),
  city: requiredText(80),
  province: optionalText(80),
  postal_code: foreignPostcode,
  email: optionalText(120),
});
export type PostalParty = z.infer<typeof postalParty>;
export const domesticParty = postalParty.extend({ postal_code: postcode });
/** A party as answers show it (response schemas carry no transforms). */
export const postalPartyView = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string().optional(),
  postal_code: z.string(),
  email: z.string().optional(),
});

const dims = {
  length_cm: int(1, 200),
  width_cm: int(1, 200),
  height_cm: int(1, 200),
};

// ---- tariffs: POST mlo/transaction/get_fee_nipos, get_fee ----

/** POST mlo/transaction/get_fee_nipos: domestic services between two postcodes. */
export const postalDomesticFeeRequest = z.object({
  origin_postal_code: postcode,
  destination_postal_code: postcode,
  weight_g: int(1, 50_000),
  ...dims,
  item_value: int(0, 1_000_000_000).default(0),
  insurance: z.boolean().default(false),
});
export type PostalDomesticFeeRequest = z.infer<typeof postalDomesticFeeRequest>;

/** POST mlo/transaction/get_fee: international services to one of the seven countries (IPOS). */
export const postalInternationalFeeRequest = z.object({
  country: postalCountry,
  weight_g: int(1, 30_000),
  ...dims,
  item_type: z.enum(['document', 'package'], { message: 'oneOf' }),
  item_value: int(0, 1_000_000_000).default(0),
  insurance: z.boolean().default(false),
});
export type PostalInternationalFeeRequest = z.infer<typeof postalInternationalFeeRequest>;

export const postalServiceOption = z.object({
  service_code: z.string(),
  service_name: z.string(),
  shipping_fee: z.number().int(),
  shipping_tax: z.number().int(),
  insurance_fee: z.number().int(),
  insurance_tax: z.number().int(),
  total_cost: z.number().int(),
  etd_min: z.number().int(),
  etd_max: z.number().int(),
});
export type PostalServiceOption = z.infer<typeof postalServiceOption>;
export const postalFeeResponse = z.object({ data: z.array(postalServiceOption) });

// ---- shipments ----

/** POST mlo/transaction/send: one shipment paid from the deposit (PIN). */
export const postalSendRequest = z
  .object({
    type: z.enum(POSTAL_TYPES, { message: 'oneOf' }),
    service_code: requiredText(32),
    country: postalCountry.optional(),
    sender: postalParty,
    recipient: postalParty,
    item_type: z.enum(['document', 'package'], { message: 'oneOf' }),
    item_content: requiredText(120),
    weight_g: int(1, 50_000),
    ...dims,
    item_value: int(0, 1_000_000_000).default(0),
    insurance: z.boolean().default(false),
    /** The CN23 (draft) of an international non-document shipment. */
    cn23_id: z.coerce.number().int().positive().optional(),
    /** The total the agent saw; the price is quoted again and a change refused. */
    expected_total: int(0, 1_000_000_000),
    pin,
  })
  .superRefine((v, ctx) => {
    if (v.type === 'nipos') {
      for (const who of ['sender', 'recipient'] as const)
        if (!/^\d{5}$/.test(v[who].postal_code))
          ctx.addIssue({ code: 'custom', path: [who, 'postal_code'], message: 'digits:5' });
    } else {
      if (!v.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'required' });
      if (!/^\d{5}$/.test(v.sender.postal_code))
        ctx.addIssue({ code: 'custom', path: ['sender', 'postal_code'], message: 'digits:5' });
    }
    if (v.insurance && v.item_value <= 0)
      ctx.addIssue({ code: 'custom', path: ['item_value'], message: 'min_value:1' });
  });
export type PostalSendRequest = z.infer<typeof postalSendRequest>;

export const postalEvent = z.object({
  at: z.string(),
  status: z.string(),
  shipping_status: z.enum(POSTAL_SHIPPING_STATES).nullable(),
  location: z.string().nullable(),
  note: z.string().nullable(),
});
export type PostalEvent = z.infer<typeof postalEvent>;

export const postalShipment = z.object({
  id: z.number().int(),
  ref_id: z.string(),
  type: z.enum(POSTAL_TYPES),
  country: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  awb: z.string().nullable(),
  status: z.enum(POSTAL_STATUSES),
  shipping_status: z.enum(POSTAL_SHIPPING_STATES).nullable(),
  sender: postalPartyView,
  recipient: postalPartyView,
  item_type: z.enum(['document', 'package']),
  item_content: z.string(),
  weight_g: z.number().int(),
  dimension: z.string(),
  item_value: z.number().int(),
  insurance: z.boolean(),
  shipping_fee: z.number().int(),
  shipping_tax: z.number().int(),
  insurance_fee: z.number().int(),
  insurance_tax: z.number().int(),
  total_cost: z.number().int(),
  start_balance: z.number().int().nullable(),
  end_balance: z.number().int().nullable(),
  /** The hold is posted once the post office accepted the parcel. */
  paid: z.boolean(),
  cn23_id: z.number().int().nullable(),
  manifest_code: z.string().nullable(),
  spk_number: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  failure_reason: z.string().nullable(),
  can_cancel: z.boolean(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type PostalShipment = z.infer<typeof postalShipment>;
export const postalShipmentResponse = z.object({ data: postalShipment });
export const postalShipmentDetailResponse = z.object({
  data: postalShipment.extend({ events: z.array(postalEvent) }),
});

/** GET mlo/transaction: the agent's shipments, newest first. */
export const postalListQuery = z.object({
  type: z.enum(POSTAL_TYPES).optional(),
  status: z.enum(POSTAL_STATUSES).optional(),
  q: optionalText(40),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const postalListResponse = z.object({ data: z.array(postalShipment), meta: pageMeta });

export const postalRefRequest = z.object({ ref_id: postalRef });
export const postalCancelRequest = z.object({ ref_id: postalRef, reason: requiredText(200) });
export const postalTrackRequest = z.object({ awb: awbNumber });
export const postalTrackResponse = z.object({
  data: z.object({
    awb: z.string(),
    shipping_status: z.enum(POSTAL_SHIPPING_STATES).nullable(),
    history: z.array(postalEvent),
  }),
});

// ---- CN23 ----

export const cn23Item = z.object({
  description: requiredText(100),
  quantity: int(1, 999),
  net_weight_g: int(1, 30_000),
  /** The line's value (all units), in the CN23's currency. */
  value: z.coerce
    .number({ message: 'numeric' })
    .positive({ message: 'min_value:0.01' })
    .max(1_000_000_000, { message: 'max_value:1000000000' }),
  hs_code: hsCode,
  origin_country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'regex' })
    .default('ID'),
});
export type Cn23Item = z.infer<typeof cn23Item>;

/** POST mlo/cn23/calculate-tax. */
export const cn23TaxRequest = z.object({
  country: postalCountry,
  currency: z.enum(DECLARED_CURRENCIES, { message: 'oneOf' }),
  items: z
    .array(z.object({ value: cn23Item.shape.value }), { message: 'required' })
    .min(1, { message: 'required' }),
  category: z.enum(CN23_CATEGORIES, { message: 'oneOf' }).default('gift'),
});
export type Cn23TaxRequest = z.infer<typeof cn23TaxRequest>;

export const cn23TaxEstimate = z.object({
  country: z.string(),
  currency: z.string(),
  declared_value: z.number(),
  value_idr: z.number().int(),
  local_currency: z.string(),
  value_local: z.number(),
  /** IDR per one unit of the declared and the local currency, as quoted. */
  rate_declared: z.number(),
  rate_local: z.number(),
  duty_threshold: z.number().nullable(),
  duty_percent: z.number(),
  vat_threshold: z.number().nullable(),
  vat_percent: z.number(),
  vat_name: z.string(),
  duty_idr: z.number().int(),
  vat_idr: z.number().int(),
  tax_idr: z.number().int(),
  /** True when nothing is due (under the de-minimis, or documents). */
  exempt: z.boolean(),
  source: z.string(),
});
export type Cn23TaxEstimate = z.infer<typeof cn23TaxEstimate>;
export const cn23TaxResponse = z.object({ data: cn23TaxEstimate });

/** POST mlo/cn23/add: a draft CN23 for an international shipment. */
export const cn23AddRequest = z.object({
  country: postalCountry,
  category: z.enum(CN23_CATEGORIES, { message: 'oneOf' }),
  currency: z.enum(DECLARED_CURRENCIES, { message: 'oneOf' }),
  sender: postalParty,
  recipient: postalParty,
  items: z
    .array(cn23Item, { message: 'required' })
    .min(1, { message: 'required' })
    .max(20, { message: 'max_value:20' }),
  /** An existing AWB (a label the agent already holds); else the shipment's when it is sent. */
  awb: awbNumber.optional(),
  explanation: optionalText(200),
});
export type Cn23AddRequest = z.infer<typeof cn23AddRequest>;

export const cn23View = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(CN23_STATUSES),
  country: z.string(),
  category: z.enum(CN23_CATEGORIES),
  currency: z.string(),
  sender: postalPartyView,
  recipient: postalPartyView,
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      net_weight_g: z.number().int(),
      value: z.number(),
      hs_code: z.string(),
      origin_country: z.string(),
    }),
  ),
  total_value: z.number(),
  total_weight_g: z.number().int(),
  awb: z.string().nullable(),
  ref_id: z.string().nullable(),
  provider_number: z.string().nullable(),
  explanation: z.string().nullable(),
  tax: cn23TaxEstimate,
  created_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type Cn23View = z.infer<typeof cn23View>;
export const cn23Response = z.object({ data: cn23View });
export const cn23ListResponse = z.object({ data: z.array(cn23View) });
export const cn23IdRequest = z.object({ id: z.coerce.number({ message: 'integer' }).int().positive() });
export const cn23IdParams = z.object({ id: z.coerce.number().int().positive() });
export const cn23CheckResponse = z.object({
  data: z.object({
    awb: z.string(),
    has_cn23: z.boolean(),
    cn23: cn23View.nullable(),
    shipment: postalShipment.nullable(),
  }),
});

export const hsCodesQuery = z.object({ q: z.string().trim().max(60).default('') });
export const hsCodesResponse = z.object({
  data: z.array(z.object({ code: z.string(), formatted: z.string(), en: z.string(), id: z.string() })),
});
export const kursResponse = z.object({
  data: z.object({
    as_of: z.string(),
    rates: z.array(z.object({ currency: z.string(), idr: z.number() })),
  }),
});

// ---- SPK and manifests ----

export const spkRequest = z.object({
  spk_number: z
    .string({ message: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^SPK[0-9A-Z]{6,20}$/, { message: 'regex' }),
});
export const spkResponse = z.object({
  data: z.object({
    spk_number: z.string(),
    status: z.enum(['open', 'confirmed']),
    post_office: z.string(),
    scheduled_at: z.string(),
    confirmed_at: z.string().nullable(),
    items: z.array(
      z.object({
        awb: z.string(),
        ref_id: z.string().nullable(),
        recipient: z.string().nullable(),
        status: z.string(),
        shipping_status: z.enum(POSTAL_SHIPPING_STATES).nullable(),
      }),
    ),
    /** SPK confirm: the shipments whose payment was completed now. */
    posted: z.number().int(),
  }),
});

export const postalManifest = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['open', 'closed']),
  provider_number: z.string().nullable(),
  spk_number: z.string().nullable(),
  shipments: z.number().int(),
  total_cost: z.number().int(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});
export type PostalManifest = z.infer<typeof postalManifest>;
export const postalManifestResponse = z.object({ data: postalManifest });
export const postalManifestListResponse = z.object({ data: z.array(postalManifest) });
export const postalManifestStatusResponse = z.object({
  data: z.object({ open: postalManifest.nullable(), waiting: z.array(postalShipment) }),
});
export const postalManifestCodeParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^MP[0-9A-Z]{10}$/),
});

/** GET mlo/manifest/agen: the caller as a POS agent. */
export const postalAgentResponse = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    is_agen_mlo: z.boolean(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postal_code: z.string().nullable(),
    deposit: z.number().int(),
    counts: z.object({
      today: z.number().int(),
      waiting: z.number().int(),
      in_transit: z.number().int(),
      delivered: z.number().int(),
      cn23_drafts: z.number().int(),
    }),
  }),
});

// ---- reports ----

const day = z.string({ message: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' });
export const postalReportRequest = z
  .object({ from: day, to: day })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'after_or_equal:from' });
export const postalReportTotals = z.object({
  count: z.number().int(),
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});
export const postalTransactionReportResponse = z.object({
  data: z.object({ rows: z.array(postalShipment), totals: postalReportTotals }),
});
export const postalManifestReportResponse = z.object({
  data: z.object({ rows: z.array(postalManifest), totals: postalReportTotals }),
});
export const postalCn23ReportResponse = z.object({
  data: z.object({
    rows: z.array(cn23View),
    totals: postalReportTotals.extend({ tax_idr: z.number().int() }),
  }),
});
