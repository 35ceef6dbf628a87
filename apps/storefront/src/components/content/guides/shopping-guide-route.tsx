import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShoppingGuidePage } from '@/components/content/guides/ShoppingGuidePage';
import { getContentPage } from '@/lib/cms/content-blocks';
import { contentRouteContext, pageNumber } from '@/lib/cms/page-params';
import { SHOPPING_GUIDE_SLUG, shoppingGuidePath } from '@/lib/cms/paths';
import { metadataFromPageMeta } from '@/lib/seo/metadata';

type Params = { locale: string; display: string; page?: string };

/** The shopping guide's content page at page `page` (1 when absent); null for a page that does not exist. */
async function resolve(params: Promise<Params>) {
  const raw = await params;
  const ctx = contentRouteContext(raw);
  const page = raw.page === undefined ? 1 : pageNumber(raw.page);
  // Page 1 lives at /poradna only; /poradna/strana/1 is not a second address of it.
  if (page === null || (raw.page !== undefined && page < 2)) return { ...ctx, page: null };
  // The page's main data: a backend failure throws into the error page, a missing page is null.
  return { ...ctx, page: await getContentPage(SHOPPING_GUIDE_SLUG, page, ctx.locale, ctx.currency) };
}

export async function shoppingGuideMetadata(params: Promise<Params>): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return metadataFromPageMeta(locale, page.page_meta, { title: page.title, slug: page.page_meta.slug }, () =>
    shoppingGuidePath(page.page),
  );
}

export async function ShoppingGuideRoute({ params }: { params: Promise<Params> }) {
  // Awaited outside any Suspense boundary so that a missing page answers with a real 404 status.
  const { locale, vatDisplay, page } = await resolve(params);
  if (!page) notFound();
  setRequestLocale(locale);
  return <ShoppingGuidePage page={page} locale={locale} vatDisplay={vatDisplay} />;
}
