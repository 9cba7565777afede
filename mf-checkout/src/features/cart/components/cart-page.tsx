import {
  buttonClassName,
  href,
  PageTitle,
  Price,
  useCartStore,
  useLanguage,
  VisuallyHidden,
} from '@museum/shared';
import { cartTotals } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';

/** SPEC §2 "Checkout": the cart with its lines and total, or its empty state. */
export function CartPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const items = useCartStore((state) => state.form);
  const shippingCosts = useCartStore((state) => state.shippingCosts);
  const totals = cartTotals(items, shippingCosts);
  return (
    <section>
      <PageTitle>{t('cart.title')}</PageTitle>
      {items.length === 0 ? (
        <div className={styles.empty} data-testid="cart-empty">
          <p>{t('cart.empty')}</p>
          <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <table className={styles.table} data-testid="cart">
          <caption>
            <VisuallyHidden>{t('cart.caption')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('cart.item')}</th>
              <th scope="col" className={styles.number}>
                {t('cart.quantity')}
              </th>
              <th scope="col" className={styles.number}>
                {t('cart.lineTotal')}
              </th>
              <th scope="col">
                <VisuallyHidden>{t('cart.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <CartLine key={item.lineId} item={item} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('cart.total')}
              </th>
              <td className={styles.number} data-testid="cart-total">
                <Price cents={totals.total} />
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
