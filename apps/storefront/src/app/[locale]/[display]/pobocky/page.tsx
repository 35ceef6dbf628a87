import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BranchListPage } from '@/components/content/branches/BranchListPage';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { branchListMetadata } from '@/lib/seo/branch-metadata';
import { requirePage } from '@/lib/theme/pages';

type Props = { params: Promise<{ locale: string }> };

async function localeOf(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return branchListMetadata(await localeOf(params));
}

/** `/pobocky`: the branches' map and list; prerendered and cached with the tag `branches`. */
export default async function BranchesPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  await requirePage(locale, 'branches');
  return <BranchListPage locale={locale} />;
}
