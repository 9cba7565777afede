import type { VoucherCategory } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';
import styles from '../../../lib/shop.module.css';

interface VoucherGroupFilterProps {
  groups: VoucherCategory['group'];
  selected: number | null;
  onSelect: (group: number | null) => void;
}

/** The voucher groups as toggle buttons (aria-pressed), "All" first; none when there is nothing to choose. */
export function VoucherGroupFilter({ groups, selected, onSelect }: VoucherGroupFilterProps) {
  const { t } = useTranslation('shop');
  if (groups.length < 2) return null;
  const options = [{ id: null, name: t('vouchers.allGroups') }, ...groups];
  return (
    <fieldset className={`${styles.filters} ${styles.filterSet}`}>
      <legend className={styles.filterLegend}>{t('vouchers.groups')}</legend>
      <ul className={styles.filterList}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <button
              type="button"
              className={styles.filter}
              aria-pressed={selected === option.id}
              onClick={() => onSelect(option.id)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
