import { getTranslations } from 'next-intl/server';
import { BranchDetail } from '@/components/content/branches/BranchDetail';
import { JsonLdScripts } from '@/components/content/help/JsonLdScripts';
import { getBranch, getBranchMap } from '@/lib/cms/branches';
import { contentSlugPage } from '@/lib/pages/slug-page';
import { branchJsonLd } from '@/lib/seo/branch-json-ld';
import { branchMetadata } from '@/lib/seo/branch-metadata';

/**
 * A branch page `/pobocky/{slug}`, cached with the tags `branches` and `branch:<slug>`; pages
 * render on first visit, and a slug no branch has answers a real 404.
 */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

const page = contentSlugPage({
  load: getBranch,
  metadata: branchMetadata,
  render: async (locale, branch) => {
    const [points, tMeta] = await Promise.all([
      getBranchMap(locale),
      getTranslations({ locale, namespace: 'Meta' }),
    ]);
    return (
      <>
        <BranchDetail branch={branch} points={points} locale={locale} />
        <JsonLdScripts data={[branchJsonLd(branch, locale, tMeta('siteName'))]} />
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
