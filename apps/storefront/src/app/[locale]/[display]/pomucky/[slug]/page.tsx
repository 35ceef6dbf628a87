import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/Breadcrumb';
import { ProductGrid } from '@/components/catalog/listing/ProductGrid';
import { AppLink } from '@/components/ui/AppLink';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { aidsOf } from '@/lib/aids/aids-products';
import { aidsPath } from '@/lib/aids/aids-path';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';
import { getProduct } from '@/lib/product/server';

type Props = { params: Promise<{ locale: string; display: string; slug: string }> };

/**
 * `/pomucky-{product}` (the proxy routes it here, lib/aids/aids-path): aids and accessories that go
 * with a product. Rendered once per product, locale and price display and cached with the
 * product's and the listing's tags; pages render on first visit.
 */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

async function resolve(params: Props['params']) {
  const { locale: raw, display: code, slug: encoded } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const display = parseDisplayCode(code) ?? defaultDisplay(locale);
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return { locale, display, product: null };
  }
  if (slug.length > 200) return { locale, display, product: null };
  return { locale, display, product: await getProduct(slug, locale, display.currency) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await resolve(params);
  if (!product) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  const t = await getTranslations({ locale, namespace: 'Aids' });
  return {
    title: t('title', { product: product.name }),
    alternates: { canonical: localizedPath(locale, aidsPath(product.slug)) },
  };
}

export default async function AidsPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown product answers with a real 404 status.
  const { locale, display, product } = await resolve(params);
  if (!product) notFound();
  setRequestLocale(locale);
  const [t, aids] = await Promise.all([
    getTranslations({ locale, namespace: 'Aids' }),
    aidsOf(product, locale, display.currency),
  ]);
  const productHref = `/produkt/${encodeURIComponent(product.slug)}`;
  return (
    <>
      <Breadcrumb
        locale={locale}
        items={product.breadcrumb}
        current={t('title', { product: product.name })}
      />
      <h1 id="aids-heading" className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {t('title', { product: product.name })}
      </h1>
      {aids && (
        <p className="mt-2 text-muted">
          {t('intro', { product: product.name, categories: aids.categories.map((c) => c.name).join(', ') })}
        </p>
      )}
      <p className="mt-2">
        <AppLink locale={locale} href={productHref} className="font-semibold text-brand underline">
          {t('back', { product: product.name })}
        </AppLink>
      </p>
      <div className="mt-6">
        {aids && aids.products.length > 0 ? (
          <ProductGrid
            locale={locale}
            products={aids.products}
            vatDisplay={display.both ? 'both' : display.vat}
            labelledBy="aids-heading"
          />
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
    </>
  );
}
