import type { Order } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** The withdrawal form, the one way to undo a processed order. */
const WITHDRAWAL_PATH = '/vraceni-zbozi';

/**
 * A placed order goes to automatic processing at once, so a shopper cannot change it: every order
 * that is not cancelled says to withdraw from the contract and order again.
 */
export async function OrderChangeNotice({
  locale,
  order,
}: {
  locale: AppLocale;
  order: Pick<Order, 'status'>;
}) {
  if (order.status === 'cancelled') return null;
  const t = await getTranslations({ locale, namespace: 'Order' });
  return (
    <p
      data-testid="order-change-notice"
      className="mt-4 max-w-3xl rounded-md border border-line bg-tint p-3 text-sm"
    >
      {t.rich('changeNotice', {
        link: (chunks) => (
          <a href={localizedPath(locale, WITHDRAWAL_PATH)} className="font-semibold text-brand underline">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
