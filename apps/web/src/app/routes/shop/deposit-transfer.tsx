// /shop/deposit/transfer (shop::deposit:transfer): the deposit transfer in the shop's frame (spec §2).
export { default } from '../payment/deposit-transfer';
