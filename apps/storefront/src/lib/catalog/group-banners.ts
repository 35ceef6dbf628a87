import 'server-only';
import {
  categoryContentQuery,
  categoryContentResult,
  requestHeaders,
  type CategoryContent,
  type User,
} from '@shop/contract';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { isExternalHref } from '@/components/ui/AppLink';
import { cmsGraphql } from '../cms/graphql';
import { mediaSources } from '../media';

/** A banner of a category that only some customer groups see, ready to show in the browser. */
export interface GroupBanner {
  id: string;
  kind: 'small' | 'catalog';
  title: string;
  /** Sanitised HTML (small banners only). */
  description: string | null;
  href: string | null;
  image: { src: string; srcSet: string; alt: string } | null;
}

export interface GroupBanners {
  banners: GroupBanner[];
}

export const NO_GROUP_BANNERS: GroupBanners = { banners: [] };

function view(
  locale: AppLocale,
  kind: GroupBanner['kind'],
  b: { _id: string; title: string; image: { path: string; alt: string } | null },
  link: string | null,
  description: string | null,
): GroupBanner {
  return {
    id: b._id,
    kind,
    title: b.title,
    description,
    href: link ? (isExternalHref(link) ? link : localizedPath(locale, link)) : null,
    image: b.image ? { ...mediaSources(b.image.path, 128), alt: b.image.alt } : null,
  };
}

type Content = CategoryContent;

/** `storeId=12` → 12, or null when it is not a category id. */
export function parseStoreId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * The category's banners restricted to customer groups that this customer is in. Shared category
 * pages carry only the banners for everyone; these come after load, asked per customer and never
 * cached. The backend honours the groups only with the variant hash it issued for them.
 */
export async function groupBanners(
  locale: AppLocale,
  user: Pick<User, 'variant' | 'groups' | 'variantHash'>,
  storeId: number,
  authToken: string,
): Promise<GroupBanners> {
  if (user.groups.length === 0) return NO_GROUP_BANNERS;
  const res = await cmsGraphql(
    locale,
    categoryContentResult,
    categoryContentQuery,
    'CategoryContent',
    { storeId },
    {
      cache: 'no-store',
      headers: {
        [requestHeaders.userVariant]: user.variant,
        [requestHeaders.userGroups]: user.groups.join(','),
        [requestHeaders.variantHash]: user.variantHash,
        // The hash counts only beside the session it was issued to.
        authorization: `Bearer ${authToken}`,
      },
    },
  );
  const content = res.data.category;
  if (!content) return NO_GROUP_BANNERS;
  const forGroups = (b: { customer_group_enabled: string[] }) => b.customer_group_enabled.length > 0;
  return {
    banners: [
      ...content.small_banners
        .filter(forGroups)
        .sort((a, b) => b.weight - a.weight)
        .map((b: Content['small_banners'][number]) =>
          view(locale, 'small', { ...b, image: b.main_image }, b.link, b.description),
        ),
      ...content.catalog_banners
        .filter(forGroups)
        .sort((a, b) => a.position - b.position)
        .map((b) => view(locale, 'catalog', b, b.url, null)),
    ],
  };
}
