import type { Order, Payment } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { awaitsGatewayPayment } from '@/lib/order/payment-state';
import { PayForms } from './PayForms';
import { PaymentQr } from './PaymentQr';

function Panel({
  tone,
  title,
  children,
}: {
  tone: 'good' | 'action' | 'info';
  title: string;
  children: ReactNode;
}) {
  const border = tone === 'good' ? 'border-accent' : tone === 'action' ? 'border-brand' : 'border-line';
  return (
    <section
      aria-labelledby="payment-state"
      data-testid="payment-state"
      className={`rounded-lg border-2 ${border} bg-white p-4 md:p-6`}
    >
      <h2
        id="payment-state"
        className={`text-xl font-bold ${tone === 'good' ? 'text-accent' : tone === 'action' ? 'text-brand' : ''}`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the shopper still has to do about paying, by the order's payment state: nothing (paid),
 * send a bank transfer (instructions and a QR code), have the money ready at delivery, or pay at
 * the gateway, again or with another method.
 */
export async function PaymentPanel({
  locale,
  order,
  others,
}: {
  locale: AppLocale;
  order: Order;
  others: Payment[];
}) {
  const t = await getTranslations({ locale, namespace: 'Order' });
  const money = (amount: number) => formatPrice(amount, order.currencyCode);
  const total = money(order.prices.totalWithTax);
  const switchable = order.canPay ? others : [];

  if (order.status === 'cancelled') {
    return (
      <Panel tone="info" title={t('orderCancelled')}>
        <p className="mt-2">{t('orderCancelledText')}</p>
      </Panel>
    );
  }
  if (order.paymentStatus === 'paid') {
    return (
      <Panel tone="good" title={t('paid')}>
        <p className="mt-2">{t('paidText', { amount: total })}</p>
      </Panel>
    );
  }
  if (awaitsGatewayPayment(order)) {
    const failed = order.paymentStatus !== 'pending';
    return (
      <Panel tone="action" title={failed ? t('failedTitle') : t('unpaidTitle')}>
        <p className="mt-2">
          {failed
            ? t('failedText', { code: order.code })
            : t('unpaidText', { amount: total, method: order.payment.name })}
        </p>
        {order.canPay && <PayForms locale={locale} others={switchable} canRepeat retry={failed} />}
      </Panel>
    );
  }
  const bank = order.bankTransfer;
  if (order.payment.kind === 'bank_transfer' && bank) {
    const amount = formatPrice(bank.amount, bank.currencyCode);
    return (
      <Panel tone="action" title={t('bankTitle')}>
        <p className="mt-2">{t('bankText', { amount })}</p>
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
          <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="bank-transfer">
            <dt className="text-muted">{t('account')}</dt>
            <dd className="font-semibold break-all">{bank.accountNumber}</dd>
            <dt className="text-muted">{t('iban')}</dt>
            <dd className="font-semibold break-all">{bank.iban}</dd>
            <dt className="text-muted">{t('bic')}</dt>
            <dd className="font-semibold">{bank.bic}</dd>
            <dt className="text-muted">{t('variableSymbol')}</dt>
            <dd className="font-semibold" data-testid="variable-symbol">
              {bank.variableSymbol}
            </dd>
            <dt className="text-muted">{t('amountToPay')}</dt>
            <dd className="text-lg font-extrabold">{amount}</dd>
          </dl>
          <PaymentQr
            spayd={bank.spayd}
            label={t('qrLabel', { amount, symbol: bank.variableSymbol })}
            caption={t('qrCaption')}
          />
        </div>
        {switchable.length > 0 && (
          <PayForms locale={locale} others={switchable} canRepeat={false} retry={false} />
        )}
      </Panel>
    );
  }
  if (order.payment.kind === 'cod') {
    return (
      <Panel tone="info" title={t('codTitle')}>
        <p className="mt-2">{t('codText', { amount: total })}</p>
        {switchable.length > 0 && (
          <PayForms locale={locale} others={switchable} canRepeat={false} retry={false} />
        )}
      </Panel>
    );
  }
  return (
    <Panel tone="info" title={order.payment.name}>
      <p className="mt-2">{t('toPay', { amount: total })}</p>
    </Panel>
  );
}
