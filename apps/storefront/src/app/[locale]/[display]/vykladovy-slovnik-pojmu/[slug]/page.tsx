import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GlossaryTermView } from '@/components/content/help/GlossaryTermView';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { JsonLdScripts } from '@/components/content/help/JsonLdScripts';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { getGlossaryTerm } from '@/lib/cms/help';
import { definedTermJsonLd } from '@/lib/seo/help-json-ld';
import { metadataFromPageMeta } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/site';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Terms render on first visit and are cached (tags `glossary` and `glossary-term:<slug>`). */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

async function resolve(params: Props['params']) {
  const { locale: raw, slug: encoded } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return { locale, term: null };
  }
  if (slug.length > 200) return { locale, term: null };
  return { locale, term: await getGlossaryTerm(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, term } = await resolve(params);
  if (!term) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return metadataFromPageMeta(
    locale,
    term.page_meta,
    { title: term.title, description: term.perex, slug: term.page_meta.slug },
    helpPaths.glossaryTerm,
  );
}

/** /vykladovy-slovnik-pojmu/{slug}: one term with links to its categories, products and related terms. */
export default async function GlossaryTermPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, term } = await resolve(params);
  if (!term) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Help' });
  const absolute = (path: string) => new URL(localizedPath(locale, path), siteUrl).href;
  const path = helpPaths.glossaryTerm(term.page_meta.slug);
  return (
    <>
      <HelpBreadcrumb
        locale={locale}
        trail={[{ name: t('glossaryTitle'), path: helpPaths.glossary }]}
        current={{ name: term.title, path }}
      />
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
}
