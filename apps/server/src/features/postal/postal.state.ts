import type { Config } from '../../config.js';
import { type KursTable, type PostalProvider, postalHttpProvider } from '../../providers/postal/index.js';

/**
 * POS MLO's process state (deps.postal, built in createDeps): the postal operator's adapter (the
 * real one, or the built-in simulator's over loopback; null = POS MLO is off) and the exchange rates
 * `mlo/cn23/kurs` answers, kept an hour.
 */
export interface PostalState {
  provider: PostalProvider | null;
  kurs: { table: KursTable; fetchedAt: number } | null;
  kursTtlMs: number;
}

export function createPostalState(config: Config): PostalState {
  const p = config.postal;
  return {
    provider: p
      ? postalHttpProvider({ baseUrl: p.baseUrl, apiKey: p.apiKey, webhookSecret: p.webhookSecret })
      : null,
    kurs: null,
    kursTtlMs: 3_600_000,
  };
}
