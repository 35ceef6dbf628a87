import type { Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';

/** A variant as its watchers' messages name it: the catalogue's to say (handed in by the app). */
export interface WatchedVariant {
  productId: number;
  productSlug: string;
  productName: string;
  variantName: string;
  isDefault: boolean;
  /** false: never out of stock, so never watched. */
  checkStock: boolean;
}

/** Variants of visible products by id, named in the locale; unknown ones are left out. */
export type VariantLookup = (
  db: Db,
  variantIds: number[],
  locale: Locale,
) => Promise<Map<number, WatchedVariant>>;
