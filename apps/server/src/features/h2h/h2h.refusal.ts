import { h2hRc } from '@konter/core/h2h-protocol';
import { type ErrorKey, errorText } from '@konter/core/messages/index';
import type { Deps } from '../../lib/deps.js';
import type { AppError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { everDeposited } from './h2h.repository.js';

// The protocol's refusals: an rc and a clear Indonesian message, answered inside `data`.

/** A refusal before (or instead of) a transaction: the rc and its Indonesian message. */
export class H2hRefusal extends Error {
  constructor(
    readonly rc: string,
    message?: string,
  ) {
    super(message ?? h2hRc(rc).message);
    this.name = 'H2hRefusal';
  }
}

/** The order fields of /transaction (h2h.service.ts checks them: rc 40). */
export interface OrderInput {
  refId: string;
  sku: string;
  customerNo: string;
  maxPrice: number | undefined;
  cbUrl: string | null;
  msg: string | undefined;
}

/**
 * A purchase refused by the purchase feature's checks (nothing was written): the protocol's rc and
 * the catalogue's Indonesian text. Balance: 44, or 61 when the user never had a deposit.
 */
export async function refusalOf(deps: Deps, user: User, err: AppError): Promise<H2hRefusal> {
  const key = err.code as ErrorKey;
  const say = (rc: string) => new H2hRefusal(rc, errorText(key, 'id', err.params));
  switch (key) {
    case 'insufficient_balance':
    case 'insufficient_cashback':
      return (await everDeposited(deps.database.db, user.id)) ? new H2hRefusal('44') : new H2hRefusal('61');
    case 'incorrect_product_code':
    case 'inactive_product':
    case 'send_money_not_allowed':
      return new H2hRefusal('43');
    case 'price_adjustment':
    case 'stock_empty':
      return say('53');
    case 'product_cut_off':
    case 'product_closed_hours':
      return say('58');
    case 'invalid_number':
    case 'invalid_email':
      return say('57');
    case 'number_mismatch':
    case 'operator_not_registered':
      return say('52');
    case 'destination_required':
      return say('40');
    case 'account_inactive':
    case 'developer_mode_on':
      return say('42');
    case 'same_number_limit':
      return say('02');
    default:
      return say('40');
  }
}
