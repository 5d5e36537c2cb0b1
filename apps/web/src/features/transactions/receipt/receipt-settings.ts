import {
  defaultReceiptSettings,
  type ReceiptSettings,
  receiptSettings,
  type UserSettings,
} from '@konter/core/contracts/user-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../../lib/api-client';

/** Spec §3 receipt settings, kept on the server with the member's account (account/user-settings). */
export type { ReceiptSettings };
export { defaultReceiptSettings };

/** Where this browser kept the settings before the server did; read once, moved up, then removed. */
export const RECEIPT_SETTINGS_KEY = 'konter.receipt-settings';

export const receiptSettingsKey = ['account', 'user-settings', 'receipt'] as const;

export interface ReceiptSettingsState {
  settings: ReceiptSettings;
  /** Whether the member has saved any (else these are the defaults). */
  stored: boolean;
}

async function answer(body: unknown, path: 'get' | 'set', signal?: AbortSignal) {
  const r = await request<UserSettings>('POST', `account/user-settings/${path}`, { body, signal });
  const meta = r.meta as { stored?: string[] } | undefined;
  return {
    settings: r.data?.receipt ?? defaultReceiptSettings,
    stored: meta?.stored?.includes('receipt') ?? false,
  } satisfies ReceiptSettingsState;
}

/** POST /api/v1/account/user-settings/get: the receipt settings (defaults when none are saved). */
export const getReceiptSettings = (signal?: AbortSignal) => answer({ keys: ['receipt'] }, 'get', signal);
/** POST /api/v1/account/user-settings/set: the given fields; answers the whole settings after. */
export const saveReceiptSettings = (patch: Partial<ReceiptSettings>) => answer({ receipt: patch }, 'set');

/**
 * The settings this browser kept before they moved to the server (only the fields that still pass
 * their rule), or null when it kept none. Private mode or a broken value: null.
 */
export function readLocalReceiptSettings(): Partial<ReceiptSettings> | null {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(RECEIPT_SETTINGS_KEY);
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const out: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(receiptSettings.shape)) {
    const parsed = schema.safeParse((stored as Record<string, unknown>)[field]);
    if (field in stored && parsed.success) out[field] = parsed.data;
  }
  return out as Partial<ReceiptSettings>;
}

function forgetLocalReceiptSettings() {
  try {
    localStorage.removeItem(RECEIPT_SETTINGS_KEY);
  } catch {
    // nothing to forget
  }
}

/** Typing in a text field saves once the typing pauses; a toggle saves at once. */
export const SAVE_DELAY_MS = 700;

/**
 * The receipt settings from the server, and `update(patch)`: applied at once on the screen, saved
 * to the server after SAVE_DELAY_MS (patches arriving meanwhile go together). The first time the
 * server has nothing and this browser still has settings of its own, those are sent up once; the
 * browser's copy is then removed either way.
 */
export function useReceiptSettings() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: receiptSettingsKey,
    queryFn: ({ signal }) => getReceiptSettings(signal),
    staleTime: 5 * 60_000,
  });
  const pending = useRef<Partial<ReceiptSettings> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(0);
  /** A change is waiting for the typing to pause (shown as "saving" too). */
  const [waiting, setWaiting] = useState(false);
  const save = useMutation({
    mutationFn: (v: { patch: Partial<ReceiptSettings>; seq: number }) => saveReceiptSettings(v.patch),
    onSuccess: (state, v) => {
      // Only the newest answer, and only when nothing newer waits to be sent, replaces the screen's copy.
      if (v.seq === sent.current && pending.current === null) qc.setQueryData(receiptSettingsKey, state);
    },
    onError: () => qc.invalidateQueries({ queryKey: receiptSettingsKey }),
  });
  const { mutate } = save;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const patch = pending.current;
    pending.current = null;
    setWaiting(false);
    if (patch) mutate({ patch, seq: ++sent.current });
  }, [mutate]);

  const update = useCallback(
    (patch: Partial<ReceiptSettings>, opts: { now?: boolean } = {}) => {
      void qc.cancelQueries({ queryKey: receiptSettingsKey });
      qc.setQueryData<ReceiptSettingsState>(receiptSettingsKey, (old) => ({
        settings: { ...(old?.settings ?? defaultReceiptSettings), ...patch },
        stored: true,
      }));
      pending.current = { ...pending.current, ...patch };
      setWaiting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, opts.now ? 0 : SAVE_DELAY_MS);
    },
    [qc, flush],
  );

  // Leaving the page sends what is still waiting.
  useEffect(() => flush, [flush]);

  const loaded = query.data;
  useEffect(() => {
    if (!loaded) return;
    const local = readLocalReceiptSettings();
    if (local === null) return;
    forgetLocalReceiptSettings();
    if (!loaded.stored && Object.keys(local).length > 0) update(local, { now: true });
  }, [loaded, update]);

  return {
    settings: query.data?.settings ?? defaultReceiptSettings,
    isPending: query.isPending,
    update,
    saving: waiting || save.isPending,
    saveError: save.error,
  };
}
