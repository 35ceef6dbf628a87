import type { Order } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import type { OrderNotice } from '@/lib/order/notice';
import { otherPayments } from '@/lib/order/payment-choice';
import { purchaseEvent } from '@/lib/order/purchase-event';
import { OrderChangeNotice } from './OrderChangeNotice';
import { OrderDetails } from './OrderDetails';
import { PaymentPanel } from './PaymentPanel';
import { PurchaseReport } from './PurchaseReport';

const NOTICE_KEYS = {
  'platba-zmenena': 'methodChanged',
  'platba-nelze': 'methodRefused',
  'platba-chyba': 'payFailed',
} as const satisfies Record<OrderNotice, string>;

/** /kosik/dokonceni's content: thanks, the payment state with what to do, the order itself. */
export async function OrderFinished({
  locale,
  order,
  notice,
  registrationSent = false,
}: {
  locale: AppLocale;
  order: Order;
  notice: OrderNotice | null;
  /** The order came with a registration: its link went to the order's e-mail. */
  registrationSent?: boolean;
}) {
  const [t, others] = await Promise.all([
    getTranslations({ locale, namespace: 'Order' }),
    order.canPay ? otherPayments(locale, order) : Promise.resolve([]),
  ]);
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {t('thanks', { code: order.code })}
      </h1>
      <p className="mt-2 max-w-3xl text-muted">{t('received', { email: order.customer.email })}</p>
      {registrationSent && (
        <p role="status" className="mt-4 max-w-3xl rounded-md bg-brand-soft p-3 font-semibold">
          {t('registrationSent', { email: order.customer.email })}
        </p>
      )}
      <OrderChangeNotice locale={locale} order={order} />
      {notice && (
        <p
          role={notice === 'platba-zmenena' ? 'status' : 'alert'}
          className={`mt-4 rounded-md border p-3 font-semibold ${notice === 'platba-zmenena' ? 'border-accent text-accent' : 'border-danger text-danger'}`}
        >
          {t(NOTICE_KEYS[notice])}
        </p>
      )}
      <div className="mt-6">
        <PaymentPanel locale={locale} order={order} others={others} />
      </div>
      <div className="mt-8">
        <OrderDetails locale={locale} order={order} />
      </div>
      <p className="mt-8">
        <a href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
          {t('continue')}
        </a>
      </p>
      <PurchaseReport event={purchaseEvent(order)} />
    </>
  );
}
