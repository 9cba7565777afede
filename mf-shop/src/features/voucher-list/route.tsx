import { VoucherListPage } from './components/voucher-list-page';

export const Component = VoucherListPage;
