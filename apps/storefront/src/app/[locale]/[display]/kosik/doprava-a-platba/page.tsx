import { DataLayerEvents } from '@/components/analytics/DataLayerEvents';
import { checkoutStepEvents } from '@/lib/analytics/ecommerce';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutMethodsForm } from '@/components/checkout/CheckoutMethodsForm';
import { CheckoutSteps } from '@/components/checkout/CheckoutSteps';
import { CheckoutSummary } from '@/components/checkout/CheckoutSummary';
import { localizedPath } from '@/i18n/routing';
import { shopperOf } from '@/lib/cart/server';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { getCheckoutData } from '@/lib/checkout/server';
import { chosenOnPlainPage } from '@/lib/checkout/pickup-choice-server';
import { requirePage } from '@/lib/theme/pages';

/** The shopper's own page: rendered per request, never from a cache (it reads the cart cookie). */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Checkout' }))('methods.title'),
    '/kosik/doprava-a-platba',
  );
}

/** /kosik/doprava-a-platba (checkout step 1): shipping and payment. */
export default async function CheckoutMethodsPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale, display } = await pageContext(params);
  const currency = display.currency;
  setRequestLocale(locale);
  await requirePage(locale, 'checkout');
  const jar = await cookies();
  const [data, t, messages] = await Promise.all([
    getCheckoutData(locale, currency, shopperOf(jar)),
    getTranslations({ locale, namespace: 'Checkout.methods' }),
    getMessages({ locale }),
  ]);
  if (data.cart.items.length === 0) redirect(localizedPath(locale, '/kosik'));
  const chosenPoint = await chosenOnPlainPage(locale, jar, data.methods);
  const texts = messages.Checkout;
  return (
    <>
      <CheckoutSteps locale={locale} current={1} />
      <DataLayerEvents events={checkoutStepEvents(1, data.cart.items, currency)} />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CheckoutMethodsForm
          locale={locale}
          methods={data.methods}
          chosenPoint={chosenPoint}
          infoHref={localizedPath(locale, '/kosik/dodaci-udaje')}
          cartHref={localizedPath(locale, '/kosik')}
          texts={{ methods: texts.methods, pickup: texts.pickup }}
        />
        <CheckoutSummary cart={data.cart} methods={data.methods} texts={texts.summary} />
      </div>
    </>
  );
}
