import {
  Button,
  Price,
  useCartStore,
  useConfigStore,
  useLanguage,
  useMessageStore,
  useRequest,
} from '@museum/shared';
import { trackAddOutcome } from '@museum/shared/analytics';
import {
  assetUrl,
  type CartItem,
  merchandiseCartItem,
  type NewCartItem,
  prepareCartItem,
} from '@museum/shared/domain';
import type { Cart, Suggestion, Voucher } from '@museum/shared/wire';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getArticle, getVoucher } from '../api/get-article';
import { getSuggestions } from '../api/get-suggestions';
import styles from './cart.module.css';

function suggestCart(lines: readonly CartItem[]): Cart {
  const items = lines.flatMap((line) => {
    try {
      return prepareCartItem(line);
    } catch {
      return [];
    }
  });
  return { ver: 1, items };
}

/** A bought voucher's cart line (SPEC §3 "Merchandise and vouchers": count), at its fixed price. */
function voucherLine(voucher: Voucher): NewCartItem {
  return {
    type: 'voucher',
    id: voucher.id,
    name: voucher.name,
    price: voucher.price,
    totalPrice: voucher.price,
    count: 1,
    vat_value: voucher.vat_value,
    variable_amount: false,
  };
}

/** What a suggestion becomes in the cart: the article or voucher as the API describes it now. */
async function suggestionLine(suggestion: Suggestion): Promise<NewCartItem | null> {
  if (suggestion.type === 'merchandise') {
    const article = await getArticle(suggestion.id);
    if (article.stock <= 0 || article.sold_out || article.expired) return null;
    return { ...merchandiseCartItem(article, 1), maxCount: article.stock };
  }
  const voucher = await getVoucher(suggestion.id);
  return voucher.variable_amount === 0 ? voucherLine(voucher) : null;
}

/** SPEC §2 "upsell suggestions (add a product or voucher)": up to three, each added in one click. */
export function Suggestions({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const apiBase = useConfigStore((state) => state.shop?.api ?? '');
  const cart = suggestCart(items);
  const key = JSON.stringify(cart.items.map((item) => [item.type, 'id' in item ? item.id : 0]));
  const suggestions = useRequest(`${language}:${key}`, (signal) => getSuggestions(cart, signal));
  const [adding, setAdding] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  // The list last answered: an added suggestion changes the cart and so the request, and the list (with the
  // button just pressed, and the focus on it) stays until the new one is there (WCAG 2.4.3).
  const [answered, setAnswered] = useState<readonly Suggestion[]>([]);
  if (suggestions.status === 'ready' && suggestions.data && suggestions.data !== answered)
    setAnswered(suggestions.data);
  const list = suggestions.status === 'failed' ? [] : (suggestions.data ?? answered);
  // The list shown while a new one is asked answered another cart: after an add it still offers what went in,
  // and a second press would add a second piece. Its buttons wait for the new list.
  const outdated = suggestions.status === 'loading';
  const heading = useRef<HTMLHeadingElement>(null);
  // Set when a suggestion went into the cart: the new list leaves it out (the API suggests nothing the cart
  // holds), and the button pressed goes with it.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || suggestions.status === 'loading') return;
    refocus.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    // The focus goes on where the visitor was: the suggestions, else the page's title.
    (heading.current ?? document.querySelector<HTMLElement>('[data-page-title]'))?.focus();
  }, [suggestions.status]);

  const add = async (suggestion: Suggestion) => {
    if (adding !== null || outdated) return;
    setAdding(suggestion.id);
    setFailed(null);
    try {
      const line = await suggestionLine(suggestion);
      const outcome = line ? useCartStore.getState().addToCart(line) : null;
      if (outcome && outcome.kind !== 'refused') {
        refocus.current = true;
        trackAddOutcome(outcome);
        useMessageStore.getState().showToast({ key: 'common:cart.added' });
      } else setFailed(suggestion.id);
    } catch {
      setFailed(suggestion.id);
    } finally {
      setAdding(null);
    }
  };

  if (list.length === 0) return null;
  return (
    <section aria-labelledby="checkout-suggestions" className={styles.suggestions}>
      <h2 id="checkout-suggestions" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('suggestions.title')}
      </h2>
      <ul className={styles.suggestionList}>
        {list.map((suggestion) => {
          const image = suggestion.image ? assetUrl(suggestion.image, apiBase) : null;
          const nameId = `suggestion-${suggestion.type}-${suggestion.id}`;
          return (
            <li key={`${suggestion.type}-${suggestion.id}`} className={styles.suggestion}>
              {image && <img src={image} alt="" width={96} height={96} className={styles.suggestionImage} />}
              <div className={styles.suggestionText}>
                <h3 id={nameId} className={styles.suggestionName}>
                  {suggestion.name}
                </h3>
                <p className={styles.suggestionPrice}>
                  <Price cents={suggestion.price} />
                </p>
                <Button
                  variant="secondary"
                  aria-disabled={adding !== null || outdated || undefined}
                  // WCAG 2.5.3: the name is what the button shows; which article it adds is its description.
                  aria-describedby={nameId}
                  onClick={() => void add(suggestion)}
                >
                  {adding === suggestion.id ? t('suggestions.adding') : t('common:actions.addToCart')}
                </Button>
                {failed === suggestion.id && (
                  <p role="alert" className={styles.summaryError}>
                    {t('suggestions.failed')}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
