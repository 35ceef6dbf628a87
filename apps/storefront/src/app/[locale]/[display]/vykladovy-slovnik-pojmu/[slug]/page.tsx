import { helpPaths } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { GlossaryTermView } from '@/components/content/help/GlossaryTermView';
import { HelpItemBreadcrumb } from '@/components/content/help/HelpIndexPage';
import { JsonLdScripts } from '@/components/content/help/JsonLdScripts';
import { getGlossaryTerm } from '@/lib/cms/help';
import { contentSlugPage } from '@/lib/pages/slug-page';
import { definedTermJsonLd } from '@/lib/seo/help-json-ld';
import { itemMetadata } from '@/lib/seo/metadata';
import { localeUrl } from '@/i18n/domains';

/** Terms render on first visit and are cached (tags `glossary` and `glossary-term:<slug>`). */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

/** /vykladovy-slovnik-pojmu/{slug}: one term with links to its categories, products and related terms. */
const page = contentSlugPage({
  load: getGlossaryTerm,
  metadata: (locale, term) => itemMetadata(locale, term, helpPaths.glossaryTerm, term.perex),
  render: async (locale, term) => {
    const t = await getTranslations({ locale, namespace: 'Help' });
    const absolute = (path: string) => localeUrl(locale, path);
    const path = helpPaths.glossaryTerm(term.page_meta.slug);
    return (
      <>
        <HelpItemBreadcrumb locale={locale} index="glossary" current={{ name: term.title, path }} />
        <GlossaryTermView locale={locale} term={term} />
        <JsonLdScripts
          data={[
            definedTermJsonLd(term, {
              url: absolute(path),
              glossaryUrl: absolute(helpPaths.glossary),
              glossaryName: t('glossaryTitle'),
            }),
          ]}
        />
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
