import { asc, desc } from 'drizzle-orm';
import type { Locale, TopCategory } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { getCategoryRefs } from '../../catalog/index.ts';
import { topCategories, topCategoryLinks } from '../tables.ts';

/** configuration_top_categories, heaviest first; links to hidden or deleted categories are dropped. */
export async function getTopCategories(db: Db, locale: Locale): Promise<TopCategory[]> {
  const [tiles, links] = await Promise.all([
    db.select().from(topCategories).orderBy(desc(topCategories.weight), asc(topCategories.id)),
    db.select().from(topCategoryLinks).orderBy(asc(topCategoryLinks.position), asc(topCategoryLinks.id)),
  ]);
  const categoryIds = [
    ...new Set([
      ...tiles.flatMap((t) => t.categoryIds),
      ...links.flatMap((l) => (l.categoryId === null ? [] : [l.categoryId])),
    ]),
  ];
  const refs = await getCategoryRefs(db, categoryIds, locale);

  return tiles.map((t) => {
    const title = translate(t.title, locale);
    return {
      _id: t.id,
      title,
      top_category_item_type: t.type,
      image: t.image ? { path: t.image, alt: title } : null,
      top_categories: t.categoryIds.flatMap((id) => {
        const c = refs.get(id);
        return c ? [{ store_id: c.id, title: c.name, slug: c.slug, product_count: c.productCount }] : [];
      }),
      links: links
        .filter((l) => l.topCategoryId === t.id)
        .flatMap((l): TopCategory['links'] => {
          if (l.categoryId !== null) {
            const c = refs.get(l.categoryId);
            if (!c) return [];
            return [
              {
                title: translate(l.title, locale),
                link_type: 'category',
                custom_link: null,
                link_target_blank: l.targetBlank,
                category_link: { store_id: c.id, slug: c.slug, title: c.name },
              },
            ];
          }
          return [
            {
              title: translate(l.title, locale),
              link_type: 'custom_link',
              custom_link: l.path ?? '/',
              link_target_blank: l.targetBlank,
              category_link: null,
            },
          ];
        }),
    };
  });
}
