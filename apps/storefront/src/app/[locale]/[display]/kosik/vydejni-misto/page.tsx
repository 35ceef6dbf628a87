import type { PickupPointsResponse } from '@shop/contract';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutSteps } from '@/components/checkout/CheckoutSteps';
import { PlainPickupPointSearch } from '@/components/checkout/PlainPickupPointSearch';
import { localizedPath } from '@/i18n/routing';
import { searchPickupPoints } from '@/lib/checkout/pickup-points';
import { parsePickupSearch, PICKUP_SEARCH_PAGE } from '@/lib/checkout/pickup-search-page';
import { logError } from '@/lib/log';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requirePage } from '@/lib/theme/pages';

/** Rendered per request: the points and whether they are open change by the hour. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Checkout' }))('pickup.plainTitle'),
    PICKUP_SEARCH_PAGE,
  );
}

/**
 * /kosik/vydejni-misto?doprava=4&hledat=Olomouc: the pickup-point search as a plain page, a GET form
 * and a list with a "Vybrat" form per point, for a browser without JavaScript or when the
 * checkout's picker cannot load.
 */
export default async function PickupPointSearchPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  await requirePage(locale, 'checkout');
  const raw = await searchParams;
  const query = parsePickupSearch((name) => firstParam(raw[name]));
  if (query.shipperId === null) redirect(localizedPath(locale, '/kosik/doprava-a-platba'));
  const [messages, result] = await Promise.all([
    getMessages({ locale }),
    searchPickupPoints(locale, query.shipperId, query).catch((e: unknown): PickupPointsResponse | null => {
      logError('pickup points page', e);
      return null;
    }),
  ]);
  return (
    <>
      <CheckoutSteps locale={locale} current={1} />
      <PlainPickupPointSearch
        locale={locale}
        shipperId={query.shipperId}
        query={query}
        result={result}
        texts={messages.Checkout.pickup}
      />
    </>
  );
}
