import { formatRupiah } from '@konter/core/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useAccount } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { type CartItem, useCart, useEditCartLine, useRemoveCartLine } from '../api/cart';
import {
  editLocalCartLine,
  type LocalCartItem,
  removeLocalCartLine,
  totalQuantity,
  useLocalCart,
} from '../local-cart';
import { shopErrorText } from '../shop-error';
import { CartLine, type CartLineView } from './cart-line';

/** Where "Checkout" leads: the checkout page (H3b's), or for a visitor the login and back to the cart. */
export const CHECKOUT_PATH = '/shop/cart/checkout';
export const VISITOR_CHECKOUT_PATH = `/auth/login?redirect=${encodeURIComponent('/shop/cart')}`;

const fromServer = (i: CartItem): CartLineView => ({ ...i, key: String(i.id) });
const fromLocal = (i: LocalCartItem): CartLineView => ({
  ...i,
  key: i.id,
  subtotal: i.price * i.quantity,
});

/**
 * The cart page (spec §2 shop::cart, §4 cart behaviour): a member's server cart — quantity and notes
 * changed at once and put back when the server refuses, a line removed only once the server has —
 * or a visitor's local cart. Totals and "Checkout"; on a phone a member gets a bar with the total and
 * "Checkout" at the bottom of the screen.
 */
export function ShopCart({
  visitorExtra,
}: {
  /** Shown to a visitor under "Checkout" with their cart's lines (the route passes "buy without an account"). */
  visitorExtra?: (lines: { product_id: number; variant_id: number | null; quantity: number }[]) => ReactNode;
} = {}) {
  const { data: account, isPending } = useAccount();
  if (isPending) return <CartSkeleton />;
  return account ? <MemberCart /> : <VisitorCart extra={visitorExtra} />;
}

function CartSkeleton() {
  const { t } = useTranslation('shop');
  return <PageSkeleton rows={3} label={t('loading')} />;
}

function MemberCart() {
  const { t } = useTranslation('shop');
  const snackbar = useSnackbar();
  const cart = useCart();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<CartLineView | null>(null);
  const edit = useEditCartLine((error, item) => {
    if (item) setProblems((p) => ({ ...p, [String(item.id)]: shopErrorText(t, error) }));
  });
  const remove = useRemoveCartLine();

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) return <Alert tone="error">{errorMessage(t, cart.error)}</Alert>;
  const lines = cart.data.items.map(fromServer);
  const clear = (key: string) => setProblems(({ [key]: _gone, ...rest }) => rest);

  return (
    <CartLayout
      lines={lines}
      totalQuantity={cart.data.total_quantity}
      subtotal={cart.data.subtotal}
      checkoutTo={CHECKOUT_PATH}
      mobileBar
      problems={problems}
      onQuantity={(line, quantity) => {
        clear(line.key);
        edit.mutate({ id: Number(line.key), quantity });
      }}
      onNotes={(line, notes) => {
        clear(line.key);
        edit.mutate({ id: Number(line.key), notes });
      }}
      onRemove={setRemoving}
      dialog={
        <ConfirmDialog
          open={removing !== null}
          title={t('cart.removeTitle')}
          message={removing ? t('cart.removeMessage', { name: removing.name }) : null}
          confirmLabel={t('cart.removeConfirm')}
          loading={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (!removing) return;
            remove.mutate(Number(removing.key), {
              onSuccess: () => {
                snackbar.show({ color: 'success', message: t('cart.removed', { name: removing.name }) });
                setRemoving(null);
              },
              onError: () => setRemoving(null),
            });
          }}
        />
      }
    />
  );
}

function VisitorCart({
  extra,
}: {
  extra?: (lines: { product_id: number; variant_id: number | null; quantity: number }[]) => ReactNode;
}) {
  const { t } = useTranslation('shop');
  const items = useLocalCart();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<CartLineView | null>(null);
  const lines = items.map(fromLocal);
  const change = (line: CartLineView, c: { quantity?: number; notes?: string | null }) => {
    const result = editLocalCartLine(line.key, c);
    setProblems(({ [line.key]: _gone, ...rest }) =>
      result.ok
        ? rest
        : {
            ...rest,
            [line.key]: t(`localError.${result.error}`, {
              available: result.available,
              min: line.min_quantity,
            }),
          },
    );
  };
  return (
    <CartLayout
      lines={lines}
      totalQuantity={totalQuantity(items)}
      subtotal={lines.reduce((s, l) => s + l.subtotal, 0)}
      checkoutTo={VISITOR_CHECKOUT_PATH}
      note={t('cart.visitorNote')}
      extra={extra?.(
        items.map((i) => ({ product_id: i.product_id, variant_id: i.variant_id, quantity: i.quantity })),
      )}
      problems={problems}
      onQuantity={(line, quantity) => change(line, { quantity })}
      onNotes={(line, notes) => change(line, { notes })}
      onRemove={setRemoving}
      dialog={
        <ConfirmDialog
          open={removing !== null}
          title={t('cart.removeTitle')}
          message={removing ? t('cart.removeMessage', { name: removing.name }) : null}
          confirmLabel={t('cart.removeConfirm')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing) removeLocalCartLine(removing.key);
            setRemoving(null);
          }}
        />
      }
    />
  );
}

function CartLayout({
  lines,
  totalQuantity: quantity,
  subtotal,
  checkoutTo,
  mobileBar = false,
  note,
  problems,
  onQuantity,
  onNotes,
  onRemove,
  dialog,
  extra,
}: {
  lines: CartLineView[];
  totalQuantity: number;
  subtotal: number;
  checkoutTo: string;
  mobileBar?: boolean;
  note?: ReactNode;
  problems: Record<string, string>;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onNotes: (line: CartLineView, notes: string | null) => void;
  onRemove: (line: CartLineView) => void;
  dialog: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('shop');
  if (lines.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title={t('cart.emptyTitle')}
        description={t('cart.emptyText')}
        action={
          <Link to="/shop" className={buttonClasses('primary')}>
            {t('cart.browse')}
          </Link>
        }
      />
    );
  }
  const blocked = lines.some((l) => l.quantity > l.stock);
  return (
    <div className={mobileBar ? 'pb-20 md:pb-0' : undefined}>
      <div className="grid gap-5 md:grid-cols-[1fr_18rem] md:items-start">
        <Card className="py-0 sm:py-0">
          <h2 className="sr-only">{t('cart.items')}</h2>
          <ul className="divide-y divide-slate-100">
            {lines.map((line) => (
              <CartLine
                key={line.key}
                line={line}
                problem={problems[line.key]}
                onQuantity={(n) => onQuantity(line, n)}
                onNotes={(n) => onNotes(line, n)}
                onRemove={() => onRemove(line)}
              />
            ))}
          </ul>
        </Card>
        <Card className="space-y-3 md:sticky md:top-20">
          <h2 className="font-semibold text-slate-900">{t('cart.summary')}</h2>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('cart.totalQuantity')}</dt>
              <dd className="font-medium tabular-nums" data-testid="cart-total-quantity">
                {quantity}
              </dd>
            </div>
            <div className="flex justify-between text-base">
              <dt className="text-slate-700">{t('cart.subtotal')}</dt>
              <dd className="font-bold text-slate-900 tabular-nums" data-testid="cart-subtotal">
                {formatRupiah(subtotal)}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-slate-500">{t('cart.shippingLater')}</p>
          {blocked && <p className="text-sm text-red-700">{t('cart.overStock')}</p>}
          {note && <p className="text-sm text-slate-600">{note}</p>}
          <div className={mobileBar ? 'hidden md:block' : undefined}>
            <CheckoutLink to={checkoutTo} blocked={blocked} />
          </div>
          {extra && !blocked && <div>{extra}</div>}
        </Card>
      </div>
      {mobileBar && (
        // The cart's own bar on phones (spec §2: the footer is hidden on the mobile cart), above the
        // bottom navigation.
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:hidden">
          <div className="mx-auto flex max-w-md items-center justify-between gap-3">
            <div>
              <p className="text-xs text-slate-500">{t('cart.totalOf', { count: quantity })}</p>
              <p className="font-bold text-slate-900 tabular-nums">{formatRupiah(subtotal)}</p>
            </div>
            <div className="min-w-36">
              <CheckoutLink to={checkoutTo} blocked={blocked} />
            </div>
          </div>
        </div>
      )}
      {dialog}
    </div>
  );
}

function CheckoutLink({ to, blocked }: { to: string; blocked: boolean }) {
  const { t } = useTranslation('shop');
  if (blocked) {
    return (
      <span aria-disabled="true" className={cn(buttonClasses('primary', 'md', true), 'opacity-60')}>
        {t('cart.checkout')}
      </span>
    );
  }
  return (
    <Link to={to} className={buttonClasses('primary', 'md', true)}>
      {t('cart.checkout')}
    </Link>
  );
}
