import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderMissing } from '@/components/order/OrderMissing';
import { PaymentReturn } from '@/components/order/PaymentReturn';
import { localizedPath } from '@/i18n/routing';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { loadRefreshedOrder } from '@/lib/order/load';
import { awaitsGatewayPayment } from '@/lib/order/payment-state';
import { ORDER_COOKIE } from '@/lib/order/server';

/** The shopper's own payment: rendered per request, never cached or indexed. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Order' }))('callbackTitle'),
  );
}

/**
 * /checkout/payment/callback?kod=…: the payment gateway sends the shopper back
 * here. The page asks the gateway for the payment's state itself (its notification may still be
 * on the way): a paid order goes on to /kosik/dokonceni; a declined or cancelled one can be paid
 * again or with another method; an undecided one is checked again on request.
 */
export default async function PaymentCallbackPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [jar, query] = await Promise.all([cookies(), searchParams]);
  const code = typeof query.kod === 'string' ? query.kod : null;
  const loaded = await loadRefreshedOrder(locale, jar.get(ORDER_COOKIE)?.value, code);
  if (loaded.state !== 'found') return <OrderMissing locale={locale} failed={loaded.state === 'failed'} />;
  if (!awaitsGatewayPayment(loaded.order)) redirect(localizedPath(locale, '/kosik/dokonceni'));
  return <PaymentReturn locale={locale} order={loaded.order} />;
}
