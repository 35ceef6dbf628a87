import {
  contentPageQuery,
  contentPageResult,
  curatedGuideQuery,
  curatedGuideResult,
  curatedGuidesQuery,
  curatedGuidesResult,
  groupTags,
  homeBannersQuery,
  homeBannersResult,
  itemTags,
  requestHeaders,
  type ContentPage,
  type CuratedGuide,
  type CuratedGuideRef,
  type CurrencyCode,
  type InfoBox,
  type WideBanner,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { cmsGraphql } from './graphql';

/**
 * Content pages, curated guides and the home page's banners from the CMS GraphQL API. `'use cache'`
 * functions keyed by their arguments; product boxes inside blocks are priced in `currency` with the
 * default price list (shared data, like a category listing). Errors are thrown, not cached.
 */

/** Product boxes inside blocks are priced in the page's currency. */
const priced = (currency: CurrencyCode) => ({ headers: { [requestHeaders.currency]: currency } });

/** content_page(slug, page); tags `pages`, `page:<slug>` and `catalog` (its product boxes). Null when absent. */
export async function getContentPage(
  slug: string,
  page: number,
  locale: AppLocale,
  currency: CurrencyCode,
): Promise<ContentPage | null> {
  'use cache';
  cacheTag(groupTags.pages, itemTags.page(slug), groupTags.catalog);
  cacheLife('hours');
  const res = await cmsGraphql(
    locale,
    contentPageResult,
    contentPageQuery,
    'ContentPage',
    { slug, page },
    priced(currency),
  );
  return res.data.content_page;
}

/** curated_guides (heaviest first); tag `curated-guides`. */
export async function getCuratedGuides(locale: AppLocale): Promise<CuratedGuideRef[]> {
  'use cache';
  cacheTag(groupTags.curatedGuides);
  cacheLife('hours');
  const res = await cmsGraphql(locale, curatedGuidesResult, curatedGuidesQuery, 'CuratedGuides', {});
  return res.data.curated_guides;
}

/** curated_guide(slug); tags `curated-guides`, `curated-guide:<slug>` and `catalog`. Null when absent. */
export async function getCuratedGuide(
  slug: string,
  locale: AppLocale,
  currency: CurrencyCode,
): Promise<CuratedGuide | null> {
  'use cache';
  cacheTag(groupTags.curatedGuides, itemTags.curatedGuide(slug), groupTags.catalog);
  cacheLife('hours');
  const res = await cmsGraphql(
    locale,
    curatedGuideResult,
    curatedGuideQuery,
    'CuratedGuide',
    { slug },
    priced(currency),
  );
  return res.data.curated_guide;
}

/**
 * banner_wide and info_box of the home page; tag `banners`. Time-limited banners start and end on
 * their own, so the answer is kept for minutes, not hours.
 */
export async function getHomeBanners(
  locale: AppLocale,
): Promise<{ banners: WideBanner[]; infoBoxes: InfoBox[] }> {
  'use cache';
  cacheTag(groupTags.banners);
  cacheLife('minutes');
  const res = await cmsGraphql(locale, homeBannersResult, homeBannersQuery, 'HomeBanners', {});
  return { banners: res.data.banner_wide, infoBoxes: res.data.info_box };
}
