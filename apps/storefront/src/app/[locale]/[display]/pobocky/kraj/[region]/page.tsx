import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { regionBySlug, regionSlug, REGIONS } from '@shop/contract';
import { BranchListPage } from '@/components/content/branches/BranchListPage';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { branchListMetadata } from '@/lib/seo/branch-metadata';
import { requirePage } from '@/lib/theme/pages';

type Props = { params: Promise<{ locale: string; region: string }> };

/**
 * The branches of one region, `/pobocky?kraj=jihomoravsky-kraj` (the proxy makes the query this
 * path): prerendered per region and cached with the tag `branches`; a word that names no region
 * answers a 404. Its canonical page is the list of all branches.
 */
export function generateStaticParams() {
  // Cache Components needs one param; the other regions render on their first visit.
  return [{ region: regionSlug(REGIONS.CZE[0]) }];
}

async function resolve(params: Props['params']): Promise<{ locale: AppLocale; region: string | null }> {
  const { locale, region } = await params;
  return { locale: isAppLocale(locale) ? locale : routing.defaultLocale, region: regionBySlug(region) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, region } = await resolve(params);
  if (!region) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  const t = await getTranslations({ locale, namespace: 'Branches' });
  return { ...(await branchListMetadata(locale)), title: t('regionTitle', { region }) };
}

export default async function BranchesOfRegionPage({ params }: Props) {
  const { locale, region } = await resolve(params);
  if (!region) notFound();
  setRequestLocale(locale);
  await requirePage(locale, 'branches');
  return <BranchListPage locale={locale} region={region} />;
}
