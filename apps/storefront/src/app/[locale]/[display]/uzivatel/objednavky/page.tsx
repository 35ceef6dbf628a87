import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountShell } from '@/components/user/AccountShell';
import { localizedPath } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { listOrders } from '@/lib/user/account-api';
import { requireCustomer } from '@/lib/user/account-page';
import { orderDate, orderState } from '@/lib/user/order-state';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'User' }))('orders.title'),
  );
}

/** /uzivatel/objednavky (?strana=N): the customer's orders, newest first, ten a page. */
export default async function OrdersPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const { token } = await requireCustomer(locale, '/uzivatel/objednavky');
  const raw = firstParam((await searchParams).strana) ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    listOrders(locale, token, page),
  ]);
  const { lastPage } = list.meta.pagination;
  const pageHref = (n: number) =>
    `${localizedPath(locale, '/uzivatel/objednavky')}${n > 1 ? `?strana=${n}` : ''}`;
  return (
    <AccountShell locale={locale} active="objednavky" title={t('orders.title')}>
      {list.data.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <>
          <ul className="grid gap-3" data-testid="orders">
            {list.data.map((o) => (
              <li
                key={o.id}
                className="grid gap-1 rounded-lg border border-muted/30 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div>
                  <p className="font-bold">
                    <a
                      href={localizedPath(locale, `/uzivatel/objednavky/${o.id}`)}
                      className="text-brand underline"
                      aria-label={t('orders.detailOf', { code: o.code })}
                    >
                      {t('orders.orderTitle', { code: o.code })}
                    </a>
                  </p>
                  <p className="text-sm text-muted">
                    {orderDate(locale, o.createdAt)} · {t('orders.pieces')}: {o.pieces}
                  </p>
                </div>
                <div className="sm:text-right">
                  <p className="font-bold">{formatPrice(o.totalWithTax, o.currencyCode)}</p>
                  <p className="text-sm">
                    {t(`orders.states.${orderState(o)}`)}
                    {o.canPay && <span className="text-danger"> · {t('orders.awaitingPayment')}</span>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <nav aria-label={t('orders.pagination')} className="mt-6 flex flex-wrap items-center gap-4">
              {page > 1 && (
                <a href={pageHref(page - 1)} className="font-semibold text-brand underline">
                  {t('orders.previous')}
                </a>
              )}
              <span>{t('orders.page', { page, pages: lastPage })}</span>
              {page < lastPage && (
                <a href={pageHref(page + 1)} className="font-semibold text-brand underline">
                  {t('orders.next')}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </AccountShell>
  );
}
