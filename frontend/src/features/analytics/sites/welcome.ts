/**
 * The welcome states of docs/product.md §12.17: 'empty' (no site: what the product gives, and the form) and 'few sites'
 * (fewer than this many: the list with tips to get more out of it). From this count on, the list alone.
 */
export const FEW_SITES_THRESHOLD = 3;

export type Welcome = 'empty' | 'few' | 'none';

export function welcomeFor(count: number): Welcome {
  if (count === 0) return 'empty';
  return count < FEW_SITES_THRESHOLD ? 'few' : 'none';
}
