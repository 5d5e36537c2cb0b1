// The catalog feature's public face: what other features (purchase) use of it.
export { pickableBrands, useBrands } from './api/get-brands';
export { usePostpaidProducts } from './api/get-postpaid-products';
export { usePrepaidProducts } from './api/get-prepaid-products';
export { promotionKey, usePromotion } from './api/get-promotion';
export { BrandPicker } from './components/brand-picker';
export { OperatorBadge } from './components/operator-badge';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { PromoList } from './components/promo-list';
export { operatorStyle, postpaidTypeLabel, prepaidTypeIcon, prepaidTypeLabel } from './labels';
