import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/Breadcrumb';
import { ProductDetail } from '@/components/product/detail/ProductDetail';
import { RecommendationsSection } from '@/components/product/RecommendationsSection';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';
import { parseVariantId } from '@/lib/product';
import { getProduct } from '@/lib/product/server';
import { metadataFromPageMeta } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ locale: string; display: string; slug: string; variant?: string[] }>;
};

/**
 * Product detail `/produkt/{slug}`, with `?variant_id=` turned into the last segment by
 * the proxy (lib/page-rewrite). Rendered once per product, variant, locale and price display and
 * cached with the tags `product:<slug>` and `catalog`; products render on first visit. Only the
 * dispatch date, which depends on the clock, is computed in the browser.
 */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__', variant: [] }];
}

async function resolve(params: Props['params']) {
  const { locale: raw, display: code, slug: encoded, variant = [] } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const display = parseDisplayCode(code) ?? defaultDisplay(locale);
  const none = { locale, display, variantId: null, product: null };
  if (variant.length > 1) return none;
  const variantId = variant[0] === undefined ? null : parseVariantId(variant[0]);
  if (variant.length === 1 && variantId === null) return none;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return none;
  }
  // The page's main data: a backend failure throws into the error page, an unknown slug is null.
  return { ...none, variantId, product: await getProduct(slug, locale, display.currency) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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

export default async function ProductPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, display, variantId, product } = await resolve(params);
  if (!product) notFound();
  setRequestLocale(locale);
  return (
    <>
      {/* A category is a large page: its code and data come when the shopper goes there, not
          with every product page. */}
      <Breadcrumb locale={locale} items={product.breadcrumb} current={product.name} prefetch={false} />
      <ProductDetail product={product} locale={locale} display={display} requestedVariantId={variantId} />
      <RecommendationsSection placement="product" productId={product.id} locale={locale} display={display} />
    </>
  );
}
