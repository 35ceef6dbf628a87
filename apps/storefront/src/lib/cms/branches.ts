import {
  BRANCH_LIST_LIMIT,
  BRANCH_MAP_LIMIT,
  branchBySlugQuery,
  branchBySlugResult,
  branchesPageQuery,
  branchesPageResult,
  branchMapQuery,
  branchMapResult,
  groupTags,
  itemTags,
  type BranchMapPoint,
  type CmsBranch,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { closureAt, type Closure } from '../branches/view';
import { cmsGraphql } from './graphql';

/**
 * The branch pages' CMS content: `'use cache'` functions keyed by locale (and slug), tagged
 * `branches` (and `branch:<slug>`). Errors are thrown, not cached; an unknown slug is a cacheable
 * null. A closure is judged when the answer is cached, as the pages showing it are.
 */

/** A branch with the closure to announce (one that holds or is still to come). */
export type BranchPage = CmsBranch & { closure: Closure | null };

const withClosure = (branch: CmsBranch, now: Date): BranchPage => ({
  ...branch,
  closure: closureAt(branch, now),
});

/** Every branch, heaviest first: `branches` page by page until the total (at most the map's 500). */
export async function getBranches(locale: AppLocale): Promise<BranchPage[]> {
  'use cache';
  cacheTag(groupTags.branches);
  cacheLife('hours');
  const all: CmsBranch[] = [];
  for (let skip = 0; skip < BRANCH_MAP_LIMIT; skip += BRANCH_LIST_LIMIT) {
    const res = await cmsGraphql(locale, branchesPageResult, branchesPageQuery, 'Branches', {
      skip,
      limit: BRANCH_LIST_LIMIT,
    });
    all.push(...res.data.branches.items);
    if (res.data.branches.items.length === 0 || all.length >= res.data.branches.total) break;
  }
  const now = new Date();
  return all.map((b) => withClosure(b, now));
}

/** branch(slug); tags `branches` and `branch:<slug>`. */
export async function getBranch(slug: string, locale: AppLocale): Promise<BranchPage | null> {
  'use cache';
  cacheTag(groupTags.branches, itemTags.branch(slug));
  cacheLife('hours');
  const res = await cmsGraphql(locale, branchBySlugResult, branchBySlugQuery, 'BranchBySlug', { slug });
  return res.data.branch ? withClosure(res.data.branch, new Date()) : null;
}

/** branch_map_data(skip: 0, limit: 500); tag `branches`. */
export async function getBranchMap(locale: AppLocale): Promise<BranchMapPoint[]> {
  'use cache';
  cacheTag(groupTags.branches);
  cacheLife('hours');
  return (await cmsGraphql(locale, branchMapResult, branchMapQuery, 'BranchMapData')).data.branch_map_data;
}
