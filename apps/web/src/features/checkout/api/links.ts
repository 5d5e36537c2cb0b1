import type {
  CheckoutLink,
  CheckoutLinkCreateRequest,
  CheckoutLinkUpdateRequest,
} from '@konter/core/contracts/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checkoutLinksKey = ['checkout', 'links'] as const;

/** GET /api/v1/checkout/links: the signed-in member's links, newest first. */
export const useCheckoutLinks = () =>
  useQuery({
    queryKey: checkoutLinksKey,
    queryFn: ({ signal }) => api.get<CheckoutLink[]>('checkout/links', { signal }),
  });

/** POST /api/v1/checkout/links (422 field errors are shown on the form). */
export function useCreateCheckoutLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutLinkCreateRequest) => api.post<CheckoutLink>('checkout/links', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: checkoutLinksKey }),
  });
}

/** PATCH /api/v1/checkout/links/{id}: markup or active. */
export function useUpdateCheckoutLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CheckoutLinkUpdateRequest & { id: number }) =>
      api.patch<CheckoutLink>(`checkout/links/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: checkoutLinksKey }),
  });
}

/** DELETE /api/v1/checkout/links/{id}. */
export function useDeleteCheckoutLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`checkout/links/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: checkoutLinksKey }),
  });
}
