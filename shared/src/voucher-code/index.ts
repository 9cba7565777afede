// @museum/shared/voucher-code: the voucher-code entry (SPEC §2 "Voucher-code entry", §5), a stateless entry
// that every app using it bundles for itself: mf_shop shows it on the voucher list, the checkout in the cart.
// No remote imports another, so the form lives here. It reaches the singleton's cart, client and UI only
// through '@museum/shared'; its texts are the `voucherCode` namespace,
// which a page showing the form loads in its route loader (loadVoucherCodeTexts).
export { checkVoucherCode } from './check-voucher-code';
export { VoucherCodeForm, type VoucherCodeFormProps } from './voucher-code-form';
export { loadVoucherCodeTexts } from './voucher-code-texts';
