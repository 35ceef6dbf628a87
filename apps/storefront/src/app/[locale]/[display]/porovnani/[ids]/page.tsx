import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTable } from '@/components/compare/CompareTable';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getProductById } from '@/lib/catalog/colours';
import { parseIdsSegment } from '@/lib/compare/ids';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';
import { getGlobals } from '@/lib/product/server';

type Props = { params: Promise<{ locale: string; display: string; ids: string }> };

export function generateStaticParams() {
  // Cache Components needs one param; a segment nobody uses renders the 404 at build time.
  return [{ ids: '__none__' }];
}

async function resolve(params: Props['params']) {
  const { locale: raw, display: code, ids: segment } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const display = parseDisplayCode(code) ?? defaultDisplay(locale);
  return { locale, display, ids: parseIdsSegment(segment) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Compare' });
  // A comparison is the shopper's choice of products: shareable, not a page for search engines.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * `/porovnani/{id}-{id}…`: up to four products side by side. The same for everyone who asks for
 * these ids, so it is prerendered on first visit and cached with the products' tags.
 */
export default async function ComparePage({ params }: Props) {
  const { locale, display, ids } = await resolve(params);
  if (!ids) notFound();
  const globals = await getGlobals(locale, display.currency);
  if (!globals.settings.functions.compare) notFound();
  setRequestLocale(locale);
  const [t, found] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    Promise.all(ids.map((id) => getProductById(id, locale, display.currency))),
  ]);
  const products = found.filter((p) => p !== null);
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro')}</p>
      {products.length < ids.length && (
        <p role="status" className="mt-3 font-semibold">
          {t('missing')}
        </p>
      )}
      {products.length > 0 ? (
        <CompareTable products={products} locale={locale} display={display} />
      ) : (
        <p className="mt-6 rounded-lg bg-tint p-6 text-center">{t('empty')}</p>
      )}
    </>
  );
}
