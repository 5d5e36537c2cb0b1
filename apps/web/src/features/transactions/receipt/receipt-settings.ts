import { useCallback, useState } from 'react';

/** Spec §3 receipt settings; kept in this browser until the account setting exists on the server. */
export interface ReceiptSettings {
  showLogo: boolean;
  showAddress: boolean;
  showPhone: boolean;
  largeSn: boolean;
  noteLeft: boolean;
  paperWidth: 58 | 80;
  largeText: boolean;
  /** The shop's own header lines (empty = the site name / nothing). */
  storeName: string;
  address: string;
  phone: string;
  note: string;
}

export const defaultReceiptSettings: ReceiptSettings = {
  showLogo: true,
  showAddress: true,
  showPhone: true,
  largeSn: true,
  noteLeft: false,
  paperWidth: 58,
  largeText: false,
  storeName: '',
  address: '',
  phone: '',
  note: '',
};

export const RECEIPT_SETTINGS_KEY = 'konter.receipt-settings';

/** Stored settings over the defaults; anything unreadable or of the wrong type is ignored. */
export function loadReceiptSettings(): ReceiptSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECEIPT_SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // private mode or a broken value: defaults
  }
  const out = { ...defaultReceiptSettings };
  for (const key of Object.keys(out) as (keyof ReceiptSettings)[]) {
    const v = stored[key];
    if (typeof v === typeof out[key]) (out as Record<string, unknown>)[key] = v;
  }
  if (out.paperWidth !== 58 && out.paperWidth !== 80) out.paperWidth = 58;
  return out;
}

export function useReceiptSettings() {
  const [settings, setSettings] = useState(loadReceiptSettings);
  const update = useCallback((patch: Partial<ReceiptSettings>) => {
    setSettings((s) => {
      const next = { ...s, ...patch };
      try {
        localStorage.setItem(RECEIPT_SETTINGS_KEY, JSON.stringify(next));
      } catch {
        // not remembered, still applied
      }
      return next;
    });
  }, []);
  return [settings, update] as const;
}
