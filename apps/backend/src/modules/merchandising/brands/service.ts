import { inArray } from 'drizzle-orm';
import type { CmsBrand, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { listBrands } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { getPageMetas } from '../../publishing/index.ts';
import { brandContents } from '../tables.ts';

/** brands (all, heaviest first) or brand(ids) (in the order asked). */
export async function getBrands(db: Db, locale: Locale, ids?: number[]): Promise<CmsBrand[]> {
  if (ids?.length === 0) return [];
  // The brands are the store's; their texts and logos are the CMS's own.
  const brands = await listBrands(db, ids);
  const contents = brands.length
    ? await db
        .select()
        .from(brandContents)
        .where(
          inArray(
            brandContents.brandId,
            brands.map((b) => b.id),
          ),
        )
    : [];
  const rows = brands.map((brand) => ({
    brand,
    content: contents.find((c) => c.brandId === brand.id) ?? null,
  }));
  const ordered = ids ? [...new Set(ids)].flatMap((id) => rows.filter((r) => r.brand.id === id)) : rows;
  const metas = await getPageMetas(
    db,
    'brand',
    ordered.map((r) => r.brand.id),
    locale,
  );
  return ordered.map(({ brand, content }) => ({
    _id: brand.id,
    title: brand.name,
    slug: brand.slug,
    weight: brand.weight,
    // The CMS text when written, else the store's short description.
    description: cleanHtml(translate(content?.description ?? brand.description, locale)),
    logo: content?.logo ? { path: content.logo, alt: brand.name } : null,
    page_meta: metas.get(brand.id) ?? {
      slug: brand.slug,
      seo_title: null,
      seo_description: null,
      seo_keywords: null,
      share_image: null,
      meta_noindex: false,
      meta_nofollow: false,
      canonical_slugs: [{ language: locale, slug: brand.slug }],
    },
  }));
}
