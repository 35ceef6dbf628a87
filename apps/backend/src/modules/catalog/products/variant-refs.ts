import { sql } from 'drizzle-orm';
import type { Locale } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { translate } from '../../../http/locale.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';

/** What a message about a variant needs: its visible product's name and slug, and the variant's name. */
export interface VariantRef {
  variantId: number;
  productId: number;
  productSlug: string;
  /** In the locale, else Czech. */
  productName: string;
  variantName: string;
  isDefault: boolean;
  /** false: made to order or downloadable, never out of stock. */
  checkStock: boolean;
}

/** Variants of visible products, by variant id; unknown variants and hidden products are left out. */
export async function getVariantRefs(
  db: Db | Tx,
  variantIds: number[],
  locale: Locale,
): Promise<Map<number, VariantRef>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows<{
    variant_id: number;
    product_id: number;
    slug: string;
    name: string;
    variant_name: Translated;
    is_default: boolean;
    check_stock: boolean;
  }>(
    db,
    sql`select v.id as variant_id, p.id as product_id, p.slug, coalesce(tl.name, tc.name, p.slug) as name,
               v.name as variant_name, v.is_default, v.check_stock
          from catalog.variants v
          join catalog.products p on p.id = v.product_id and p.visible
          left join catalog.product_translations tc on tc.product_id = p.id and tc.locale = 'cs'
          left join catalog.product_translations tl on tl.product_id = p.id and tl.locale = ${locale}
         where v.id = any(${sqlIntArray(variantIds)})`,
  );
  return new Map(
    rows.map((r) => [
      r.variant_id,
      {
        variantId: r.variant_id,
        productId: r.product_id,
        productSlug: r.slug,
        productName: r.name,
        variantName: translate(r.variant_name, locale),
        isDefault: r.is_default,
        checkStock: r.check_stock,
      },
    ]),
  );
}
