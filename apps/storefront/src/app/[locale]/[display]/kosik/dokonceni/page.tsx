import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderFinished } from '@/components/order/OrderFinished';
import { OrderMissing } from '@/components/order/OrderMissing';
import { loadOrder } from '@/lib/order/load';
import { parseOrderNotice } from '@/lib/order/notice';
import { ORDER_COOKIE, REGISTRATION_SENT_COOKIE } from '@/lib/order/server';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

/** The shopper's own order: rendered per request from the order cookie, never cached or indexed. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Order' }))('title'),
  );
}

/** /kosik/dokonceni (order finished): the order just placed and how to pay it. */
export default async function OrderFinishedPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [jar, query] = await Promise.all([cookies(), searchParams]);
  const loaded = await loadOrder(locale, jar.get(ORDER_COOKIE)?.value);
  if (loaded.state !== 'found') return <OrderMissing locale={locale} failed={loaded.state === 'failed'} />;
  return (
    <OrderFinished
      locale={locale}
      order={loaded.order}
      notice={parseOrderNotice(query.zprava)}
      registrationSent={jar.get(REGISTRATION_SENT_COOKIE)?.value === loaded.order.code}
    />
  );
}
