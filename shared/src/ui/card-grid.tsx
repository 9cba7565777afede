import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Narrowest a card may get before the grid uses fewer columns (never wider than the screen). */
  minCardWidth?: string;
}

/** A list of cards (events, tours, articles, home tiles) in as many columns as fit. */
export function CardGrid({ minCardWidth = '16rem', className, style, ...props }: CardGridProps) {
  const gridStyle = { ...style, '--card-min-width': minCardWidth } as CSSProperties;
  return <ul className={[styles.grid, className].filter(Boolean).join(' ')} style={gridStyle} {...props} />;
}
