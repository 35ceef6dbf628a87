import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { Dataset, LocaleCode, MenuItemRow } from '../../seed/dataset.ts';
import {
  brandContents,
  catalogBanners,
  categoryContents,
  categoryFaqs,
  colours,
  filteredCategories,
  limitedOffers,
  materials,
  smallBanners,
  virtualCategories,
} from '../merchandising/tables.ts';
import { menuItems, menus, redirects, topCategories, topCategoryLinks } from '../navigation/tables.ts';
import { pageMeta } from '../publishing/tables.ts';
import { pages, urlRewrites } from '../pages/tables.ts';
import { normaliseValueIds } from '../merchandising/filtered-categories/service.ts';
import { seedArticles, truncateArticles } from '../articles/seed.ts';
import { seedBranchPages, truncateBranchPages } from '../branches/seed.ts';
import { seedFaq, truncateFaq } from './faq/seed.ts';
import { seedGlossary, truncateGlossary } from './glossary/seed.ts';
import { seedInfomails, truncateInfomails } from './infomails/seed.ts';
import { seedContentBlocks, truncateContentBlocks } from '../pages/content-blocks/seed.ts';
import { seoColumns } from '../publishing/page-meta/seed.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

export async function seedCms(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(
    tx,
    menus,
    d.menus.map((m) => ({ code: m.code })),
  );
  // Ids are assigned here, parents before children, so the tree is written without reading ids back.
  let itemId = 0;
  const items: (typeof menuItems.$inferInsert)[] = [];
  const walk = (menuCode: string, parentId: number | null, rows: MenuItemRow[]) =>
    rows.forEach((row, position) => {
      const id = ++itemId;
      items.push({
        id,
        menuCode,
        parentId,
        position,
        title: row.title,
        categoryId: 'categoryId' in row.link ? row.link.categoryId : null,
        path: 'path' in row.link ? row.link.path : null,
        main: parentId === null,
      });
      walk(menuCode, id, row.children);
    });
  for (const m of d.menus) walk(m.code, null, m.items);
  await insertChunked(tx, menuItems, items);

  await insertChunked(
    tx,
    topCategories,
    d.topCategories.map((t) => ({
      id: t.id,
      title: t.title,
      type: t.type,
      image: t.image,
      categoryIds: t.categoryIds,
      weight: t.weight,
    })),
  );
  await insertChunked(
    tx,
    topCategoryLinks,
    d.topCategories.flatMap((t) =>
      t.links.map((l, position) => ({
        topCategoryId: t.id,
        position,
        title: l.title,
        categoryId: l.categoryId ?? null,
        path: l.path ?? null,
      })),
    ),
  );

  await insertChunked(
    tx,
    pages,
    d.pages.map((p, i) => ({
      id: i + 1,
      title: p.title,
      content: p.content,
      contactBox: p.contactBox ?? null,
    })),
  );
  const extras = new Map((d.cms?.categoryContent ?? []).map((c) => [c.categoryId, c]));
  await insertChunked(
    tx,
    categoryContents,
    d.categories.map((c) => {
      const extra = extras.get(c.id);
      return {
        categoryId: c.id,
        description: c.description,
        textBelowProducts: c.textBelowProducts ?? null,
        topCategoryImage: c.image,
        bannerImage: extra?.bannerImage ?? null,
        videoTitle: extra?.video?.title ?? null,
        videoUrl: extra?.video?.url ?? null,
      };
    }),
  );
  await seedCatalogueContent(tx, d);

  // One page_meta row per locale the entity is translated to, with that locale's SEO texts; the slug
  // is shared until translated slugs exist.
  const metaRows: (typeof pageMeta.$inferInsert)[] = [
    ...d.pages.flatMap((p, i) =>
      locales
        .filter((l) => l === 'cs' || p.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'page' as const,
          entityId: i + 1,
          locale,
          slug: p.slug,
          ...seoColumns(p.seo, locale),
        })),
    ),
    ...(d.cms?.virtualCategories ?? []).flatMap((v) =>
      locales
        .filter((l) => l === 'cs' || v.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'virtual_category' as const,
          entityId: v.id,
          locale,
          slug: v.slug,
          ...seoColumns(v.seo, locale),
        })),
    ),
    ...(d.cms?.filteredCategories ?? []).flatMap((f) =>
      locales
        .filter((l) => l === 'cs' || f.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'filtered_category' as const,
          entityId: f.id,
          locale,
          slug: f.slug,
          ...seoColumns(f.seo, locale),
        })),
    ),
    // Brands have no translated names: every locale gets the brand's slug.
    ...d.brands.flatMap((b) =>
      locales.map((locale) => ({
        entityType: 'brand' as const,
        entityId: b.id,
        locale,
        slug: b.slug,
        seoTitle: b.name,
      })),
    ),
    ...d.categories.flatMap((c) =>
      locales
        .filter((l) => l === 'cs' || c.name[l] !== undefined)
        .map((locale) => ({
          entityType: 'category' as const,
          entityId: c.id,
          locale,
          slug: c.slug,
          ...seoColumns(c.seo, locale),
          shareImage: c.image,
          metaNoindex: c.seo.noindex ?? false,
        })),
    ),
  ];
  await insertChunked(tx, pageMeta, metaRows);
  for (const t of [
    'navigation.menu_items',
    'navigation.top_category_links',
    'pages.pages',
    'publishing.page_meta',
  ])
    await syncIdentity(tx, t);
  await seedArticles(tx, d.cms?.articles);
  await seedBranchPages(tx, d.cms?.branchPages);
  await seedFaq(tx, d);
  await seedGlossary(tx, d);
  await seedInfomails(tx, d);
  await seedContentBlocks(tx, d.cms?.contentBlocks);
}

/** Virtual and filtered categories, category extras, colours, brands, materials and URL data. */
async function seedCatalogueContent(tx: Tx, d: Dataset): Promise<void> {
  // Colour records exist for every colour value; the CMS adds pictures to some.
  const pictures = new Map((d.cms?.colourImages ?? []).map((c) => [c.valueId, c.image]));
  await insertChunked(
    tx,
    colours,
    d.parameters
      .filter((p) => p.kind === 'color')
      .flatMap((p) => p.values)
      .flatMap((v) =>
        v.colorHex ? [{ valueId: v.id, colorHex: v.colorHex, image: pictures.get(v.id) ?? null }] : [],
      ),
  );
  const cms = d.cms;
  if (!cms) return;
  const pageId = (slug: string) => {
    const index = d.pages.findIndex((p) => p.slug === slug);
    if (index < 0) throw new Error(`CMS data refers to an unknown page '${slug}'`);
    return index + 1;
  };

  await insertChunked(
    tx,
    virtualCategories,
    cms.virtualCategories.map((v) => ({
      id: v.id,
      title: v.title,
      description: v.description ?? null,
      tagIds: v.tagIds,
      categoryIds: v.categoryIds,
      excludedCategoryIds: v.excludedCategoryIds,
      parameters: v.parameters,
      priceRanges: v.priceRanges ?? {},
    })),
  );
  await insertChunked(
    tx,
    filteredCategories,
    cms.filteredCategories.map((f) => ({
      id: f.id,
      categoryId: f.categoryId,
      title: f.title,
      description: f.description ?? null,
      parameterValueIds: normaliseValueIds(f.parameterValueIds),
    })),
  );
  const content = cms.categoryContent;
  await insertChunked(
    tx,
    categoryFaqs,
    content.flatMap((c) =>
      (c.faq ?? []).map((q, position) => ({ ...q, categoryId: c.categoryId, position })),
    ),
  );
  await insertChunked(
    tx,
    smallBanners,
    content.flatMap((c) =>
      (c.smallBanners ?? []).map((b) => ({
        id: b.id,
        categoryId: c.categoryId,
        title: b.title,
        description: b.description ?? null,
        weight: b.weight,
        customerGroups: b.customerGroups,
        link: b.link ?? null,
        image: b.image ?? null,
      })),
    ),
  );
  await insertChunked(
    tx,
    catalogBanners,
    content.flatMap((c) =>
      (c.catalogBanners ?? []).map((b) => ({
        id: b.id,
        categoryId: c.categoryId,
        position: b.position,
        image: b.image,
        title: b.title,
        url: b.url ?? null,
        customerGroups: b.customerGroups,
        timeLimited: b.timeLimit !== undefined,
        timeLimitStart: b.timeLimit?.start ? new Date(b.timeLimit.start) : null,
        timeLimitEnd: b.timeLimit?.end ? new Date(b.timeLimit.end) : null,
        itemId: b.itemId ?? null,
        itemName: b.itemName ?? null,
      })),
    ),
  );
  await insertChunked(
    tx,
    limitedOffers,
    content.flatMap((c) =>
      (c.limitedOffers ?? []).map((o) => ({
        id: o.id,
        categoryId: c.categoryId,
        type: o.type,
        title: o.title,
        active: o.active,
        offerFrom: o.from ? new Date(o.from) : null,
        offerUntil: new Date(o.until),
        textButton: o.textButton ?? null,
        domains: o.domains,
        productId: o.productId ?? null,
      })),
    ),
  );
  await insertChunked(
    tx,
    brandContents,
    cms.brands.map((b) => ({ brandId: b.brandId, logo: b.logo ?? null, description: b.description ?? null })),
  );
  await insertChunked(
    tx,
    materials,
    cms.materials.map((m) => ({
      valueId: m.valueId,
      hygiene: m.hygiene ?? null,
      lubricants: m.lubricants ?? null,
      description: m.description ?? null,
    })),
  );
  await insertChunked(
    tx,
    redirects,
    cms.redirects.map((r) => ({ fromPath: r.from, toPath: r.to, status: r.status ?? 301 })),
  );
  await insertChunked(
    tx,
    urlRewrites,
    cms.urlRewrites.map((u) => ({ locale: u.locale, path: u.path, pageId: pageId(u.pageSlug) })),
  );
  for (const t of ['virtual_categories', 'filtered_categories']) await syncIdentity(tx, `merchandising.${t}`);
}

export async function truncateCms(tx: Tx): Promise<void> {
  await truncateArticles(tx);
  await truncateBranchPages(tx);
  await truncateFaq(tx);
  await truncateGlossary(tx);
  await truncateInfomails(tx);
  await truncateContentBlocks(tx);
  await tx.execute(sql`truncate
    pages.url_rewrites, navigation.redirects, merchandising.materials, merchandising.brand_contents, merchandising.colours,
    merchandising.limited_offers, merchandising.catalog_banners, merchandising.small_banners,
    merchandising.category_faqs, merchandising.filtered_categories, merchandising.virtual_categories,
    publishing.page_meta, merchandising.category_contents, pages.pages, navigation.top_category_links, navigation.top_categories, navigation.menu_items, navigation.menus
    restart identity cascade`);
}
