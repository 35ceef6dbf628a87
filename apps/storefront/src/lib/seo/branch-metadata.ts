import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { CmsBranch } from '@shop/contract';
import { branchPath } from './branch-json-ld';
import { itemMetadata, samePathMetadata } from './metadata';

/** `/pobocky`. */
export async function branchListMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Branches' });
  return samePathMetadata(locale, '/pobocky', { title: t('title'), description: t('metaDescription') });
}

/** `/pobocky/{slug}`: the branch's page_meta, with the slug of each locale for hreflang. */
export function branchMetadata(locale: AppLocale, branch: CmsBranch): Promise<Metadata> {
  return itemMetadata(locale, branch, branchPath);
}
