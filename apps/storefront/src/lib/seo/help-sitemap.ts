import { helpPaths } from '@shop/contract';
import { routing } from '@/i18n/routing';
import { getGlossaryTerms, getInfomails, getTextPages } from '../cms/help';

/**
 * Sitemap entries of the help pages: the FAQ, the glossary and each of its terms, the infomail
 * archive and each infomail, "Vše o nákupu" and each of its text pages (Czech slugs). Each list
 * comes from the same tagged cache as its page.
 */
export async function helpSitemapPaths(): Promise<{ path: string }[]> {
  const locale = routing.defaultLocale;
  const [terms, infomails, pages] = await Promise.all([
    getGlossaryTerms(locale),
    getInfomails(locale),
    getTextPages(locale),
  ]);
  return [
    helpPaths.faq,
    helpPaths.glossary,
    ...terms.filter((t) => !t.page_meta.meta_noindex).map((t) => helpPaths.glossaryTerm(t.page_meta.slug)),
    helpPaths.infomails,
    ...infomails.filter((m) => !m.page_meta.meta_noindex).map((m) => helpPaths.infomail(m.page_meta.slug)),
    helpPaths.shoppingInfo,
    ...pages
      .filter((p) => !p.page_meta.meta_noindex)
      .map((p) => helpPaths.shoppingInfoPage(p.page_meta.slug)),
  ].map((path) => ({ path }));
}
