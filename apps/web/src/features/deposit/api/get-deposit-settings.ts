import type { DepositSettings } from '@konter/core/contracts/deposit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { DepositSettings };

export const depositSettingsKey = ['deposit', 'settings'] as const;

/** GET /api/v1/deposit/settings: nominals, payment methods and the wallet switches (spec §3). */
export const getDepositSettings = (signal?: AbortSignal) =>
  api.get<DepositSettings>('deposit/settings', { signal });

export const depositSettingsQuery = () =>
  queryOptions({
    queryKey: depositSettingsKey,
    queryFn: ({ signal }) => getDepositSettings(signal),
    // Settings change only when an administrator edits them.
    staleTime: 5 * 60_000,
  });

export const useDepositSettings = () => useQuery(depositSettingsQuery());

/**
 * The settings for the deposit card, which only needs the transfer switch: a failure hides the
 * transfer button instead of raising a snackbar on the home page.
 */
export const useDepositSettingsQuietly = (enabled = true) =>
  useQuery({ ...depositSettingsQuery(), enabled, meta: { silent: true } });
