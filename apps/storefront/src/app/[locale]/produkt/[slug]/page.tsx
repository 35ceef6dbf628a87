import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/Breadcrumb';
import { ProductDetail } from '@/components/product/detail/ProductDetail';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { defaultPriceDisplay } from '@/lib/currency/server';
import { getProduct } from '@/lib/product/server';
import { metadataFromPageMeta } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Product detail `/produkt/{slug}` (spec §2). The shell (everything but the visitor's price display,
 * chosen variant and dispatch date) is rendered once per product and locale and cached with the tags
 * `product:<slug>` and `catalog`; products render on first visit.
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
    return { locale, product: null };
  }
  // The page's main data: a backend failure throws into the error page, an unknown slug is null.
  return { locale, product: await getProduct(slug, locale, defaultPriceDisplay(locale).currency) };
}

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const { locale, product } = await resolve(params);
  if (!product) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return metadataFromPageMeta(
    locale,
    product.page_meta,
    { title: product.name, description: product.perex, slug: product.slug },
    (slug) => `/produkt/${encodeURIComponent(slug)}`,
  );
}

export default async function ProductPage({ params, searchParams }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, product } = await resolve(params);
  if (!product) notFound();
  setRequestLocale(locale);
  return (
    <>
      <Breadcrumb locale={locale} items={product.breadcrumb} current={product.name} />
      <ProductDetail product={product} locale={locale} searchParams={searchParams} />
    </>
  );
}
