import { getTranslations } from 'next-intl/server';
import { OrderDetails } from '@/components/order/OrderDetails';
import { OrderChangeNotice } from '@/components/order/OrderChangeNotice';
import {
  AccountBackLink,
  AccountItemNotFound,
  accountItemContext,
  accountItemMetadata,
  type AccountItemProps,
} from '@/components/user/AccountItemPage';
import { AccountShell } from '@/components/user/AccountShell';
import { getOrder } from '@/lib/user/account-api';
import { repeatOrderAction } from '@/lib/user/customer-actions';
import { orderDate, orderState } from '@/lib/user/order-state';
import { firstParam } from '@/lib/private-page';
import { refreshOrderPayment } from '@/lib/user/account-manage-api';
import { canPayAgain } from '@/lib/user/pay-again';
import { PaymentNotice } from '@/components/user/PaymentNotice';

export const instant = false;

export function generateMetadata({ params }: Pick<AccountItemProps, 'params'>) {
  return accountItemMetadata(params, 'objednavky');
}

/** /uzivatel/objednavky/{id}: one of the customer's orders, its exports, and ordering it again. */
export default async function OrderPage({ params, searchParams }: AccountItemProps) {
  const { locale, id, token } = await accountItemContext(params, 'objednavky');
  const payment = firstParam((await searchParams).platba);
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const [t, order] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    // Back from the gateway: its answer is read now, its notification may still be on the way.
    !valid
      ? null
      : payment === 'zpet'
        ? refreshOrderPayment(locale, token, Number(id)).catch(() => getOrder(locale, token, Number(id)))
        : getOrder(locale, token, Number(id)),
  ]);
  if (!order) {
    return <AccountItemNotFound locale={locale} section="objednavky" />;
  }
  const exportQuery = `?locale=${locale}`;
  return (
    <AccountShell locale={locale} active="objednavky" title={t('orders.orderTitle', { code: order.code })}>
      <p className="text-muted">
        {t('orders.placed', { date: orderDate(locale, order.createdAt) })} ·{' '}
        <span className="font-semibold text-ink" data-testid="order-state">
          {t(`orders.states.${orderState(order)}`)}
        </span>
        {order.canPay && <span className="text-danger"> · {t('orders.awaitingPayment')}</span>}
      </p>
      <PaymentNotice locale={locale} payment={payment} order={order} />
      <OrderChangeNotice locale={locale} order={order} />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {canPayAgain(order) && (
          <form action={`/api/user/orders/${order.id}/pay`} method="post">
            <input type="hidden" name="locale" value={locale} />
            <button
              type="submit"
              className="rounded-md bg-accent px-5 py-2.5 font-bold text-white hover:opacity-90"
            >
              {t('orders.pay')}
            </button>
          </form>
        )}
        <form action={repeatOrderAction}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={order.id} />
          <button
            type="submit"
            className="rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark"
          >
            {t('orders.repeat')}
          </button>
        </form>
        <a
          href={`/api/user/orders/${order.id}/export${exportQuery}`}
          download
          className="font-semibold text-brand underline"
        >
          {t('orders.exportItems')}
        </a>
        <a
          href={`/api/user/orders/${order.id}/images${exportQuery}`}
          download
          className="font-semibold text-brand underline"
        >
          {t('orders.exportImages')}
        </a>
      </div>
      <div className="mt-6">
        <OrderDetails locale={locale} order={order} />
      </div>
      <p className="mt-6">
        <AccountBackLink locale={locale} section="objednavky" />
      </p>
    </AccountShell>
  );
}
