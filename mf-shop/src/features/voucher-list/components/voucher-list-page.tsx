import { CardGrid, PageTitle, useConfigStore } from '@museum/shared';
import { vouchersInGroup } from '@museum/shared/domain';
import { VoucherCodeForm } from '@museum/shared/voucher-code';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { EAGER_PICTURES } from '../../../lib/first-pictures';
import { LoadFailure } from '../../../lib/load-failure';
import shop from '../../../lib/shop.module.css';
import type { VoucherListData } from '../loader';
import { VoucherCard } from './voucher-card';
import { VoucherGroupFilter } from './voucher-group-filter';
import styles from './voucher-list.module.css';

/**
 * SPEC §2 voucher list with its category filter (voucher groups) and the voucher-code entry. The filter is page
 * state, not an address: choosing a group keeps the focus on the filter.
 */
export function VoucherListPage() {
  const { t } = useTranslation('shop');
  const codeHeadingId = useId();
  const data = useLoaderData<VoucherListData>();
  const hasVoucherCode = useConfigStore((state) => state.remote?.has_voucher_code ?? false);
  const [group, setGroup] = useState<number | null>(null);
  const shown = data.status === 'ready' ? vouchersInGroup(data.vouchers, group) : [];
  return (
    <section>
      <PageTitle className={shop.pageTitle}>{t('vouchers.title')}</PageTitle>
      {hasVoucherCode && (
        <section aria-labelledby={codeHeadingId} className={styles.code}>
          <h2 id={codeHeadingId} className={styles.codeHeading}>
            {t('vouchers.code.heading')}
          </h2>
          <VoucherCodeForm labelledBy={codeHeadingId} />
        </section>
      )}
      {data.status === 'failed' ? (
        <LoadFailure message={t('vouchers.failed')} />
      ) : (
        <>
          <VoucherGroupFilter groups={data.groups} selected={group} onSelect={setGroup} />
          <p className={shop.count} role="status">
            {shown.length === 0
              ? t('common:errors.noResults')
              : t('vouchers.results', { count: shown.length })}
          </p>
          {shown.length > 0 && (
            <CardGrid data-testid="voucher-list">
              {shown.map((voucher, index) => (
                <li key={voucher.id}>
                  <VoucherCard voucher={voucher} eager={index < EAGER_PICTURES} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
    </section>
  );
}
