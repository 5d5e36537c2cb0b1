import { AccountShopReport } from '../shop/report';

/** /account/laporan/shop/:status? (laporan::shop): the shop report under the account's reports. */
export default function LaporanShopPage() {
  return <AccountShopReport />;
}
