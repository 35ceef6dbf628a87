import { routing } from '@/i18n/routing';
import { getCuratedGuides } from '../cms/content-blocks';
import { curatedGuidePath, shoppingGuidePath } from '../cms/paths';

/** The shopping guide (/poradna) and every curated guide. */
export async function guideSitemapPaths(): Promise<{ path: string }[]> {
  const guides = await getCuratedGuides(routing.defaultLocale);
  return [
    { path: shoppingGuidePath() },
    ...guides.map((g) => ({ path: curatedGuidePath(g.page_meta.slug) })),
  ];
}
