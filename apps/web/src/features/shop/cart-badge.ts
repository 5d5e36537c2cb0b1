import { useAccount } from '../../lib/auth';
import { useCart } from './api/cart';
import { useLocalCartQuantity } from './local-cart';

/**
 * The toolbar cart badge (spec §2): the total quantity of the visitor's local cart, or of the
 * member's server cart.
 */
export function useCartBadgeQuantity(): number {
  const { data: account } = useAccount();
  const local = useLocalCartQuantity();
  const { data: cart } = useCart({ enabled: Boolean(account) });
  return account ? (cart?.total_quantity ?? 0) : local;
}
