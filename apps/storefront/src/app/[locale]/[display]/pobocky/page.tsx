import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BranchList } from '@/components/content/branches/BranchList';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getBranches, getBranchMap } from '@/lib/cms/branches';
import { branchJsonLd } from '@/lib/seo/branch-json-ld';
import { branchListMetadata } from '@/lib/seo/branch-metadata';
import { serializeJsonLd } from '@/lib/seo/json-ld';
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
  const [branches, points, tMeta] = await Promise.all([
    getBranches(locale),
    getBranchMap(locale),
    getTranslations({ locale, namespace: 'Meta' }),
  ]);
  const stores = branches.map((b) => branchJsonLd(b, locale, tMeta('siteName')));
  return (
    <>
      <BranchList branches={branches} points={points} locale={locale} />
      {stores.length > 0 && (
        <script
          type="application/ld+json"
          // JSON-LD from our own data, `<` escaped by serializeJsonLd.
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd({ '@context': 'https://schema.org', '@graph': stores }),
          }}
        />
      )}
    </>
  );
}
