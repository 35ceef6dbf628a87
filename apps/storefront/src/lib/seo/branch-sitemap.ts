import { routing } from '@/i18n/routing';
import { getBranchMap } from '../cms/branches';
import { branchPath } from './branch-json-ld';

/**
 * Sitemap entries of the branches and the contact page: `/pobocky`, every branch page (Czech
 * slugs, from the same tagged cache as the map) and `/kontakt`.
 */
export async function branchSitemapPaths(): Promise<{ path: string }[]> {
  const points = await getBranchMap(routing.defaultLocale);
  return [{ path: '/pobocky' }, ...points.map((p) => ({ path: branchPath(p.slug) })), { path: '/kontakt' }];
}
