import type { ReactNode } from 'react';
import type { Order } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** The withdrawal form, the one way to undo a processed order. */
const WITHDRAWAL_PATH = '/vraceni-zbozi';
const COMPLAINT_PATH = '/reklamace';

/**
 * A placed order goes to automatic processing at once, so a shopper cannot change it: every order
 * that is not cancelled says to withdraw from the contract and order again; a shipped one also
 * offers a complaint. The forms open with this order (`?objednavka=`): the order cookie's token
 * or the customer's log-in opens it there without a code by e-mail.
 */
export async function OrderChangeNotice({
  locale,
  order,
}: {
  locale: AppLocale;
  order: Pick<Order, 'status' | 'code' | 'fulfilment'>;
}) {
  if (order.status === 'cancelled') return null;
  const t = await getTranslations({ locale, namespace: 'Order' });
  const formLink = (path: string) => {
    const href = `${localizedPath(locale, path)}?${new URLSearchParams({ objednavka: order.code })}`;
    function FormLink(chunks: ReactNode) {
      return (
        <a href={href} className="font-semibold text-brand underline">
          {chunks}
        </a>
      );
    }
    return FormLink;
  };
  return (
    <p
      data-testid="order-change-notice"
      className="mt-4 max-w-3xl rounded-md border border-line bg-tint p-3 text-sm"
    >
      {t.rich('changeNotice', { link: formLink(WITHDRAWAL_PATH) })}
      {order.fulfilment !== 'unshipped' && (
        <> {t.rich('complaintLink', { link: formLink(COMPLAINT_PATH) })}</>
      )}
    </p>
  );
}
