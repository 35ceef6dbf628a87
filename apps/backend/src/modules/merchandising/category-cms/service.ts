import { asc, desc, eq } from 'drizzle-orm';
import type { CategoryContent, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { categoryFilterParametersOf, getCategoryRefs } from '../../catalog/index.ts';
import { getCategoryContents } from '../category-content/service.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { catalogBanners, categoryContents, categoryFaqs, limitedOffers, smallBanners } from '../tables.ts';
import { isForGroups, isOfferRunning, isWithinTimeLimit } from './rules.ts';

/** Who is asking: banners and offers depend on the visitor's groups, the shop domain and the time. */
export interface Audience {
  userGroups: string[];
  domain: string | null;
  now: Date;
}

const image = (path: string | null, alt: string) => (path ? { path, alt } : null);

/**
 * category(store_id): the CMS content of a visible store category; null when there is none. Its
 * linked articles are the articles module's.
 */
export async function getCategoryCms(
  db: Db,
  storeId: number,
  locale: Locale,
  audience: Audience,
): Promise<Omit<CategoryContent, 'linked_articles'> | null> {
  const ref = (await getCategoryRefs(db, [storeId], locale)).get(storeId);
  if (!ref) return null;
  const [texts, [extra], faqs, small, catalog, offers, filters] = await Promise.all([
    getCategoryContents(db, [storeId], locale),
    db.select().from(categoryContents).where(eq(categoryContents.categoryId, storeId)),
    db
      .select()
      .from(categoryFaqs)
      .where(eq(categoryFaqs.categoryId, storeId))
      .orderBy(asc(categoryFaqs.position), asc(categoryFaqs.id)),
    db
      .select()
      .from(smallBanners)
      .where(eq(smallBanners.categoryId, storeId))
      .orderBy(desc(smallBanners.weight), asc(smallBanners.id)),
    db
      .select()
      .from(catalogBanners)
      .where(eq(catalogBanners.categoryId, storeId))
      .orderBy(asc(catalogBanners.position), asc(catalogBanners.id)),
    db
      .select()
      .from(limitedOffers)
      .where(eq(limitedOffers.categoryId, storeId))
      .orderBy(asc(limitedOffers.offerUntil), asc(limitedOffers.id)),
    categoryFilterParametersOf(db, storeId),
  ]);
  const text = texts.get(storeId);
  const { userGroups, domain, now } = audience;

  return {
    _id: String(storeId),
    store_id: storeId,
    description: text?.description ?? null,
    text_below_products: text?.textBelowProducts ?? null,
    category_banner: image(extra?.bannerImage ?? null, ref.name),
    top_category_image: image(extra?.topCategoryImage ?? null, ref.name),
    page_meta: text?.pageMeta ?? null,
    faq: faqs.map((f) => ({
      _id: f.id,
      title: translate(f.title, locale),
      content: cleanHtml(translate(f.content, locale)) ?? '',
    })),
    small_banners: small
      .filter((b) => isForGroups(b.customerGroups, userGroups))
      .map((b) => {
        const title = translate(b.title, locale);
        return {
          _id: b.id,
          title,
          description: b.description ? cleanHtml(translate(b.description, locale)) : null,
          weight: b.weight,
          customer_group_enabled: b.customerGroups,
          link: b.link,
          main_image: image(b.image, title),
        };
      }),
    category_video:
      extra?.videoUrl && extra.videoTitle
        ? { title: translate(extra.videoTitle, locale), video_url: extra.videoUrl }
        : null,
    catalog_banners: catalog
      .filter(
        (b) =>
          isForGroups(b.customerGroups, userGroups) &&
          isWithinTimeLimit(b.timeLimited, b.timeLimitStart, b.timeLimitEnd, now),
      )
      .map((b) => {
        const title = translate(b.title, locale);
        return {
          _id: b.id,
          position: b.position,
          image: { path: b.image, alt: title },
          title,
          url: b.url,
          customer_group_enabled: b.customerGroups,
          time_limited: b.timeLimited,
          time_limit_start: b.timeLimitStart?.toISOString() ?? null,
          time_limit_end: b.timeLimitEnd?.toISOString() ?? null,
          item_id: b.itemId,
          item_name: b.itemName,
        };
      }),
    limited_offers: offers
      .filter((o) =>
        isOfferRunning(
          { active: o.active, from: o.offerFrom, until: o.offerUntil, domains: o.domains },
          now,
          domain,
        ),
      )
      .map((o) => ({
        _id: o.id,
        type: o.type,
        title: translate(o.title, locale),
        active: o.active,
        offer_datetime_from: o.offerFrom?.toISOString() ?? null,
        offer_datetime: o.offerUntil.toISOString(),
        text_button: o.textButton ? translate(o.textButton, locale) : null,
        domain_enabled: o.domains,
        product_id: o.productId,
      })),
    catalog_settings: {
      parameters: filters.map((f) => ({
        entityId: f.parameterId,
        importantFilter: f.important,
        closedFilter: f.closed,
      })),
    },
  };
}
