// /shop/deposit/topup (shop::deposit:topup): the deposit top-up in the shop's frame (its back arrow
// goes to the shop), used when only the shop service is on (spec §2 Payment). The same screen.
export { default } from '../payment/deposit-topup';
