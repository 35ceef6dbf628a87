import type { Order } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { paymentNoticeOf } from '@/lib/user/pay-again';

/** How paying the order went, after the gateway sent the customer back (read out by screen readers). */
export async function PaymentNotice({
  locale,
  payment,
  order,
}: {
  locale: AppLocale;
  payment: string | undefined;
  order: Pick<Order, 'paymentStatus'>;
}) {
  const notice = paymentNoticeOf(payment, order);
  if (!notice) return null;
  const t = await getTranslations({ locale, namespace: 'User' });
  const bad = notice === 'failed' || notice === 'unavailable';
  return (
    <p
      role={bad ? 'alert' : 'status'}
      className={`mt-4 rounded-md p-3 font-semibold ${bad ? 'border border-danger bg-white text-danger' : 'bg-brand-soft'}`}
    >
      {t(`orders.paymentNotice.${notice}`)}
    </p>
  );
}
