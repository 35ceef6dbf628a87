import type { Payment } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { PayButton } from './PayButton';

const PRIMARY =
  'min-h-11 rounded-md bg-brand px-6 py-2.5 text-lg font-semibold text-white hover:bg-brand-dark';
const SECONDARY =
  'min-h-11 rounded-md border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-brand-soft';

/**
 * Paying an unpaid order again, with its own method (`retry`: after a failed attempt) or another
 * one. Plain forms posting to /api/order/pay, so they work without JavaScript; the route starts the
 * payment and sends the shopper on to the gateway, or back to the finished order.
 */
export async function PayForms({
  locale,
  others,
  canRepeat,
  retry,
}: {
  locale: AppLocale;
  /** Methods the order may switch to (already without the shipper's blocked ones). */
  others: Payment[];
  /** The order's own method goes through a gateway: offer to pay with it. */
  canRepeat: boolean;
  retry: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Order' });
  const price = (p: Payment) =>
    p.prices.priceWithTax > 0
      ? t('methodPrice', { price: formatPrice(p.prices.priceWithTax, p.prices.currencyCode) })
      : t('methodFree');
  return (
    <div className="mt-4 grid gap-5">
      {canRepeat && (
        <form action="/api/order/pay" method="post">
          <input type="hidden" name="locale" value={locale} />
          <PayButton className={PRIMARY} pendingLabel={t('paying')}>
            {retry ? t('retry') : t('pay')}
          </PayButton>
        </form>
      )}
      {others.length > 0 && (
        <form action="/api/order/pay" method="post" className="max-w-xl">
          <input type="hidden" name="locale" value={locale} />
          <fieldset className="rounded-md border border-line bg-white p-4">
            <legend className="px-1 font-semibold">{canRepeat ? t('otherMethod') : t('changeMethod')}</legend>
            <ul className="grid gap-2">
              {others.map((p, i) => (
                <li key={p.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-tint">
                    <input
                      type="radio"
                      name="paymentId"
                      value={p.id}
                      required
                      defaultChecked={i === 0}
                      className="mt-1 size-5 shrink-0 accent-brand"
                    />
                    <span className="min-w-0">
                      <span className="font-semibold">{p.name}</span>{' '}
                      <span className="text-sm text-muted">({price(p)})</span>
                      {p.description && <span className="block text-sm text-muted">{p.description}</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <p className="mt-3">
              <PayButton className={SECONDARY} pendingLabel={t('changingMethod')}>
                {t('useMethod')}
              </PayButton>
            </p>
          </fieldset>
        </form>
      )}
    </div>
  );
}
