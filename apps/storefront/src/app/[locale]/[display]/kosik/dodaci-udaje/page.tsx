import { DataLayerEvents } from '@/components/analytics/DataLayerEvents';
import { checkoutStepEvents } from '@/lib/analytics/ecommerce';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CheckoutInfoForm } from '@/components/checkout/CheckoutInfoForm';
import { CheckoutSteps } from '@/components/checkout/CheckoutSteps';
import { CheckoutSummary } from '@/components/checkout/CheckoutSummary';
import { localizedPath } from '@/i18n/routing';
import { shopperOf } from '@/lib/cart/server';
import { cartCheckoutDetails } from '@/lib/checkout/details';
import { savedCheckout } from '@/lib/checkout/saved';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { getCheckoutData } from '@/lib/checkout/server';
import { getGlobals } from '@/lib/product/server';
import { requirePage } from '@/lib/theme/pages';

/** The shopper's own page: rendered per request, never from a cache (it reads the cart cookie). */
export const instant = false;

/** The privacy page the consent links to; the terms page is the shop's setting (globals). */
const PRIVACY_PATH = '/vse-o-nakupu/souhlas-se-zpracovanim-osobnich-udaju';

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Checkout' }))('info.title'),
    '/kosik/dodaci-udaje',
  );
}

/** /kosik/dodaci-udaje (checkout step 2): who and where, consents, and the order. */
export default async function CheckoutInfoPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale, display } = await pageContext(params);
  const currency = display.currency;
  setRequestLocale(locale);
  await requirePage(locale, 'checkout');
  const jar = await cookies();
  const shopper = shopperOf(jar);
  const [data, globals, t, messages, saved] = await Promise.all([
    getCheckoutData(locale, currency, shopper),
    getGlobals(locale, currency),
    getTranslations({ locale, namespace: 'Checkout.info' }),
    getMessages({ locale }),
    savedCheckout(locale, shopper.authToken),
  ]);
  if (data.cart.items.length === 0) redirect(localizedPath(locale, '/kosik'));
  const texts = messages.Checkout;
  const link = (path: string) =>
    function ConsentLink(chunks: ReactNode) {
      return (
        <a
          href={localizedPath(locale, path)}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand underline"
        >
          {chunks}
        </a>
      );
    };
  const { contact } = globals;
  return (
    <>
      <CheckoutSteps locale={locale} current={2} />
      <DataLayerEvents events={checkoutStepEvents(2, data.cart.items, currency)} />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CheckoutInfoForm
          locale={locale}
          currencyCode={data.cart.currencyCode}
          methods={data.methods}
          countries={globals.countries.map((c) => ({ value: c.alpha3, label: c.name }))}
          formalTitles={globals.forms.formalTitles.map((f) => ({ value: f.code, label: f.name }))}
          shopAddress={{
            street: contact.street,
            city: contact.city,
            postcode: contact.postcode,
            countryCode: contact.countryCode,
          }}
          offered={globals.configuration.checkout.fields}
          termsLabel={t.rich('terms', {
            terms: link(globals.configuration.checkout.conditionsPage),
            privacy: link(PRIVACY_PATH),
          })}
          methodsHref={localizedPath(locale, '/kosik/doprava-a-platba')}
          saved={saved}
          cartDetails={cartCheckoutDetails(data.cart)}
          texts={{ info: texts.info, fields: texts.fields }}
        />
        <CheckoutSummary cart={data.cart} methods={data.methods} texts={texts.summary} />
      </div>
    </>
  );
}
