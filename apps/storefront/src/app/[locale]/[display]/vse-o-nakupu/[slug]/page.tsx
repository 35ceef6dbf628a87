import { helpPaths } from '@shop/contract';
import { HelpItemBreadcrumb } from '@/components/content/help/HelpIndexPage';
import { TextPage } from '@/components/content/TextPage';
import { getCmsPage } from '@/lib/fallback/page';
import { contentSlugPage } from '@/lib/pages/slug-page';
import { textPageMetadata } from '@/lib/seo/metadata';

/**
 * Text page `/vse-o-nakupu/{slug}` (shipping, payment, returns, terms …): the CMS page with
 * that slug, cached with the tags `page:<slug>` and `pages`; pages render on first visit.
 */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

const page = contentSlugPage({
  load: getCmsPage,
  metadata: (locale, cmsPage, slug) =>
    textPageMetadata(locale, cmsPage, `/vse-o-nakupu/${encodeURIComponent(slug)}`),
  render: (locale, cmsPage) => (
    <>
      <HelpItemBreadcrumb
        locale={locale}
        index="shoppingInfo"
        current={{ name: cmsPage.title, path: helpPaths.shoppingInfoPage(cmsPage.page_meta.slug) }}
      />
      <TextPage page={cmsPage} />
    </>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
