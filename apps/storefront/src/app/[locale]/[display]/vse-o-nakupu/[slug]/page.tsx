import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { TextPage } from '@/components/content/TextPage';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getCmsPage } from '@/lib/fallback/page';
import { textPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * Text page `/vse-o-nakupu/{slug}` (shipping, payment, returns, terms …): the CMS page with
 * that slug, cached with the tags `page:<slug>` and `pages`; pages render on first visit.
 */
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
    return { locale, slug: encoded, page: null };
  }
  if (slug.length > 200) return { locale, slug, page: null };
  return { locale, slug, page: await getCmsPage(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, page } = await resolve(params);
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return textPageMetadata(locale, page, `/vse-o-nakupu/${encodeURIComponent(slug)}`);
}

export default async function ShoppingInfoPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, page } = await resolve(params);
  if (!page) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return (
    <>
      <HelpBreadcrumb
        locale={locale}
        trail={[{ name: t('shoppingInfoTitle'), path: helpPaths.shoppingInfo }]}
        current={{ name: page.title, path: helpPaths.shoppingInfoPage(page.page_meta.slug) }}
      />
      <TextPage page={page} />
    </>
  );
}
