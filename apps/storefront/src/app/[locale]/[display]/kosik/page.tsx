import { DataLayerEvents } from '@/components/analytics/DataLayerEvents';
import { checkoutStepEvents } from '@/lib/analytics/ecommerce';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/CartView';
import { RecommendationsSection } from '@/components/product/RecommendationsSection';
import { getCartWithOrderGifts, shopperOf } from '@/lib/cart/server';
import { logAndReturn } from '@/lib/http';
import { getCredits } from '@/lib/user/server';
import { CART_NOTICES } from '@/lib/cart/form-action';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

/** The shopper's own page: rendered per request, never from a cache (it reads the cart cookie). */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Cart' }))('title'),
    '/kosik',
  );
}

/** /kosik: the cart's lines with amounts, removal and totals; works without JavaScript. */
export default async function CartPage({ params, searchParams }: PrivatePageProps) {
  const { locale, display } = await pageContext(params);
  setRequestLocale(locale);
  const [jar, query] = await Promise.all([cookies(), searchParams]);
  const shopper = shopperOf(jar);
  const [{ cart, gifts }, credits] = await Promise.all([
    getCartWithOrderGifts(locale, display.currency, shopper),
    getCredits(locale, display.currency, shopper.authToken).catch(logAndReturn('credits', null)),
  ]);
  const raw = query.zprava;
  const notice = CART_NOTICES.find((n) => n === (Array.isArray(raw) ? raw[0] : raw)) ?? null;
  return (
    <>
      {cart.items.length > 0 && (
        <DataLayerEvents events={checkoutStepEvents(0, cart.items, display.currency)} />
      )}
      <CartView locale={locale} cart={cart} gifts={gifts} notice={notice} credits={credits} />
      {cart.items.length > 0 && <RecommendationsSection placement="cart" locale={locale} display={display} />}
    </>
  );
}
