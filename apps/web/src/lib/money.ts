// Rupiah formatting lives in @konter/core (one formatter for server texts and the web): 'Rp 10.000'.
export { formatRupiah } from '@konter/core/money';
