import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { getEmptyCart } from '@/lib/cart/server';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Cart' }))('title'),
    '/kosik',
  );
}

/**
 * /kosik of a visitor without a cart or a log-in (the proxy sends such requests here): the same
 * page for everyone in a price display, so it is prerendered and served from the page cache.
 */
export default async function EmptyCartPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale, display } = await pageContext(params);
  setRequestLocale(locale);
  const cart = await getEmptyCart(locale, display.currency);
  return <CartView locale={locale} cart={cart} gifts={[]} notice={null} credits={null} />;
}
