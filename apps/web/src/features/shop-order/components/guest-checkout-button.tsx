import type { PublicCartLine } from '@konter/core/contracts/shop-order';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { shopOrderPaths } from '../paths';

/**
 * "Beli tanpa akun": a visitor's local cart kept on the server (POST shop/public/make-cart), then
 * the one-page checkout /shop/checkout/{id}. For the cart page's visitor view.
 */
export function GuestCheckoutButton({ lines, block }: { lines: PublicCartLine[]; block?: boolean }) {
  const { t } = useTranslation('shopOrder');
  const navigate = useNavigate();
  const make = useMutation({
    mutationFn: (items: PublicCartLine[]) => api.post<{ id: string }>('shop/public/make-cart', { items }),
    onSuccess: (res) => void navigate(shopOrderPaths.pay(res.id)),
  });
  return (
    <Button
      variant="secondary"
      block={block}
      disabled={!lines.length}
      loading={make.isPending}
      onClick={() => make.mutate(lines)}
    >
      {t('public.guestCheckout')}
    </Button>
  );
}
