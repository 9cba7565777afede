import { Button, Price, useCartStore } from '@museum/shared';
import { trackRemoveFromCart } from '@museum/shared/analytics';
import { type CartItem, itemQuantity } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import styles from './cart-page.module.css';

export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const removeItem = useCartStore((state) => state.removeItem);
  const remove = () => {
    removeItem(item.lineId);
    trackRemoveFromCart(item);
  };
  return (
    <tr>
      <th scope="row" className={styles.itemName}>
        {item.name}
      </th>
      <td className={styles.number}>{itemQuantity(item)}</td>
      <td className={styles.number}>
        <Price cents={item.totalPrice} />
      </td>
      <td>
        <Button variant="quiet" onClick={remove} aria-label={t('cart.removeItem', { name: item.name })}>
          {t('common:actions.remove')}
        </Button>
      </td>
    </tr>
  );
}
