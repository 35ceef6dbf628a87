import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getBranches, getBranchMap } from '@/lib/cms/branches';
import { branchesInRegion } from '@/lib/branches/regions';
import { branchJsonLd } from '@/lib/seo/branch-json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { BranchList } from './BranchList';

/** The branches page, of every branch or of one region's, with the stores' JSON-LD. */
export async function BranchListPage({
  locale,
  region = null,
}: {
  locale: AppLocale;
  region?: string | null;
}) {
  const [branches, points, tMeta] = await Promise.all([
    getBranches(locale),
    getBranchMap(locale),
    getTranslations({ locale, namespace: 'Meta' }),
  ]);
  const stores = (region ? branchesInRegion(branches, region) : branches).map((b) =>
    branchJsonLd(b, locale, tMeta('siteName')),
  );
  return (
    <>
      <BranchList branches={branches} points={points} locale={locale} region={region} />
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
