import type { Order } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { otherPayments } from '@/lib/order/payment-choice';
import { PayForms } from './PayForms';

/**
 * The gateway return of an order that is not paid: declined or cancelled (pay again, or with
 * another method), or not decided yet (check again).
 */
export async function PaymentReturn({ locale, order }: { locale: AppLocale; order: Order }) {
  const pending = order.paymentStatus === 'pending';
  const [t, others] = await Promise.all([
    getTranslations({ locale, namespace: 'Order' }),
    !pending && order.canPay ? otherPayments(locale, order) : Promise.resolve([]),
  ]);
  const total = formatPrice(order.prices.totalWithTax, order.currencyCode);
  const here = `${localizedPath(locale, '/checkout/payment/callback')}?kod=${encodeURIComponent(order.code)}`;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {pending ? t('pendingTitle') : t('failedTitle')}
      </h1>
      <div
        data-testid="payment-state"
        className={`mt-4 rounded-lg border-2 bg-white p-4 md:p-6 ${pending ? 'border-line' : 'border-brand'}`}
      >
        <p>{pending ? t('pendingText') : t('failedText', { code: order.code })}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('orderNumber')}</dt>
          <dd className="font-semibold">{order.code}</dd>
          <dt className="text-muted">{t('amountToPay')}</dt>
          <dd className="font-semibold">{total}</dd>
          <dt className="text-muted">{t('payment')}</dt>
          <dd className="font-semibold" data-content="order">
            {order.payment.name}
          </dd>
        </dl>
        {pending ? (
          <p className="mt-4">
            <a
              href={here}
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
            >
              {t('checkAgain')}
            </a>
          </p>
        ) : (
          order.canPay && <PayForms locale={locale} others={others} canRepeat retry />
        )}
      </div>
      <p className="mt-6">
        <a href={localizedPath(locale, '/kosik/dokonceni')} className="font-semibold text-brand underline">
          {t('showOrder')}
        </a>
      </p>
    </div>
  );
}
