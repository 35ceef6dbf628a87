import type { Metadata } from 'next';
import { BranchListPage } from '@/components/content/branches/BranchListPage';
import { pageLocale } from '@/lib/pages/locale';
import { routeLocale } from '@/i18n/routing';
import { branchListMetadata } from '@/lib/seo/branch-metadata';
import { requirePage } from '@/lib/theme/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return branchListMetadata(await routeLocale(params));
}

/** `/pobocky`: the branches' map and list; prerendered and cached with the tag `branches`. */
export default async function BranchesPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requirePage(locale, 'branches');
  return <BranchListPage locale={locale} />;
}
