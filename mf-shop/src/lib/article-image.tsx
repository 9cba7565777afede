import { useConfigStore } from '@museum/shared';
import { assetUrl } from '@museum/shared/domain';
import styles from './shop.module.css';

/** The API's demo images and the museum's product photos are drawn at 2:1 (api/README.md `/static/…`). */
const WIDTH = 1200;
const HEIGHT = 600;

interface ArticleImageProps {
  /** The API's image path (`/static/merchandise/poster.svg`), resolved against the API; null: no picture. */
  path: string | null;
  alt: string;
  /**
   * The page's main picture, and the first pictures of a list, load at once and first (they are what a phone
   * shows first, Lighthouse's largest paint); the rest of a list loads as it comes into view.
   */
  eager?: boolean;
}

/**
 * A product picture in a frame of fixed proportions: width and height are set and the frame holds its place, so
 * nothing moves when the picture arrives (or when there is none).
 */
export function ArticleImage({ path, alt, eager = false }: ArticleImageProps) {
  const apiBase = useConfigStore((state) => state.shop?.api ?? '');
  const src = path && apiBase ? assetUrl(path, apiBase) : null;
  return (
    <div className={styles.imageFrame}>
      {src && (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      )}
    </div>
  );
}
