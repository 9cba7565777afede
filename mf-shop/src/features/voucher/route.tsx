import { VoucherPage } from './components/voucher-page';

export const Component = VoucherPage;
