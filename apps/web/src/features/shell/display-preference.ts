import type { DisplayPreference } from '@konter/core/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { useAccount } from '../../lib/auth';

/** Root font sizes of the font scale; every rem-based size of the app follows (spec §2 display). */
export const FONT_SCALE: Record<DisplayPreference['font_size'], string> = {
  small: '87.5%',
  default: '100%',
  large: '112.5%',
  huge: '125%',
};

/** The named font families offered on the settings screen; any other name is used as is. */
export const FONT_FAMILIES = {
  default: null,
  serif: 'ui-serif, Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const satisfies Record<string, string | null>;
export type FontFamilyName = keyof typeof FONT_FAMILIES;
export const FONT_FAMILY_NAMES = Object.keys(FONT_FAMILIES) as FontFamilyName[];
const isFontFamilyName = (v: string): v is FontFamilyName => Object.hasOwn(FONT_FAMILIES, v);

export const displayPreferenceQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: ['display-preference', accountId],
    queryFn: ({ signal }) => api.get<DisplayPreference>('setting/display-preference', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** Puts the preference on <html>: root font size, --font-sans, and data-corners for the radii. */
export function applyDisplayPreference(pref: DisplayPreference | null, root = document.documentElement) {
  root.style.fontSize = pref && pref.font_size !== 'default' ? FONT_SCALE[pref.font_size] : '';
  const family =
    !pref || pref.font_family === 'default'
      ? null
      : ((isFontFamilyName(pref.font_family) ? FONT_FAMILIES[pref.font_family] : null) ??
        `"${pref.font_family}", system-ui, sans-serif`);
  if (family) root.style.setProperty('--font-sans', family);
  else root.style.removeProperty('--font-sans');
  if (pref && pref.corner_roundness !== 'normal') root.dataset.corners = pref.corner_roundness;
  else delete root.dataset.corners;
}

/**
 * Applies the signed-in user's display preference app-wide; leaving (logout) restores the defaults.
 * The layouts render it only for a signed-in user, as its own chunk (visitors get the defaults).
 */
export function useDisplayPreference() {
  const { data: account } = useAccount();
  const { data } = useQuery({ ...displayPreferenceQuery(account?.id ?? null), enabled: Boolean(account) });
  const pref = account ? (data ?? null) : null;
  useEffect(() => applyDisplayPreference(pref), [pref]);
  useEffect(() => () => applyDisplayPreference(null), []);
}

/** The hook as a component, for a lazy chunk that only signed-in users load. */
export default function DisplayPreferenceEffect() {
  useDisplayPreference();
  return null;
}
