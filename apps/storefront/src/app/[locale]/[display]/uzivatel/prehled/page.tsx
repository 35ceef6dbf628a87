import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { AccountShell } from '@/components/user/AccountShell';
import { AssistedVisits } from '@/components/user/AssistedVisits';
import { CreditOffers } from '@/components/user/CreditOffers';
import { localizedPath } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { ruleTexts } from '@/lib/rule-texts-server';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { listAddresses, listOrders } from '@/lib/user/account-api';
import { orderDate, orderState } from '@/lib/user/order-state';
import { requireCustomer } from '@/lib/user/account-page';
import { getCredits } from '@/lib/user/server';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'User' }))('dashboard.title'),
  );
}

/** /uzivatel/prehled: the customer at a glance: details, loyalty credits, saved addresses. */
export default async function DashboardPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  const { accountManageMessages } = await ruleTexts(locale);
  setRequestLocale(locale);
  const { user, token } = await requireCustomer(locale, '/uzivatel/prehled');
  const [t, credits, addresses, orders] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    getCredits(locale, 'CZK', token).catch(() => null),
    listAddresses(locale, token).catch(() => []),
    listOrders(locale, token, 1).then(
      (list) => list.data.slice(0, 3),
      () => [],
    ),
  ]);
  const card = 'grid content-start gap-2 rounded-lg border border-muted/30 bg-white p-4';
  const cardHeading = 'text-lg font-bold';
  const link = 'font-semibold text-brand underline';
  return (
    <AccountShell locale={locale} active="prehled" title={t('dashboard.title')}>
      {firstParam((await searchParams).prihlaseni) === 'zakaznik' && (
        <p role="status" className="mb-4 rounded-md bg-brand-soft p-3 font-semibold">
          {accountManageMessages.operatorLoginOk}
        </p>
      )}
      <p className="text-lg">{t('dashboard.greeting', { name: user.firstName })}</p>
      {credits !== null && credits > 0 && (
        <p className="mt-2 font-semibold text-accent">
          {t('dashboard.credits', { amount: formatPrice(credits, 'CZK') })}
        </p>
      )}
      {credits !== null && <CreditOffers locale={locale} />}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <LabelledSection
          id="prehled-objednavky"
          heading={t('dashboard.orders')}
          className={`${card} md:col-span-2`}
          headingClassName={cardHeading}
        >
          {orders.length === 0 ? (
            <p className="text-muted">{t('orders.none')}</p>
          ) : (
            <ul className="grid gap-2">
              {orders.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-x-4">
                  <a href={localizedPath(locale, `/uzivatel/objednavky/${o.id}`)} className={link}>
                    {t('orders.orderTitle', { code: o.code })}
                  </a>
                  <span>
                    {orderDate(locale, o.createdAt)} · {t(`orders.states.${orderState(o)}`)} ·{' '}
                    {formatPrice(o.totalWithTax, o.currencyCode)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <a href={localizedPath(locale, '/uzivatel/objednavky')} className={link}>
            {t('dashboard.allOrders')}
          </a>
        </LabelledSection>
        <LabelledSection
          id="prehled-udaje"
          heading={t('dashboard.details')}
          className={card}
          headingClassName={cardHeading}
        >
          <p className="break-words">
            {user.firstName} {user.lastName}
            <br />
            {user.email}
            {user.phone && (
              <>
                <br />
                {user.phone}
              </>
            )}
          </p>
          {user.business && <p>{t('dashboard.business', { name: user.business.businessName })}</p>}
          <a href={localizedPath(locale, '/uzivatel/osobni-udaje')} className={link}>
            {t('dashboard.editDetails')}
          </a>
        </LabelledSection>
        <LabelledSection
          id="prehled-adresy"
          heading={t('dashboard.addresses')}
          className={card}
          headingClassName={cardHeading}
        >
          {addresses.length === 0 ? (
            <p className="text-muted">{t('dashboard.noAddresses')}</p>
          ) : (
            <ul className="grid gap-2">
              {addresses.slice(0, 3).map((a) => (
                <li key={a.id}>
                  <span className="font-semibold">{t(`addresses.${a.type}`)}:</span> {a.name}, {a.street},{' '}
                  {a.postcode} {a.city}
                </li>
              ))}
            </ul>
          )}
          <a href={localizedPath(locale, '/uzivatel/adresy')} className={link}>
            {t('dashboard.manageAddresses')}
          </a>
        </LabelledSection>
        <AssistedVisits locale={locale} visits={user.assistedVisits} className={`${card} md:col-span-2`} />
      </div>
    </AccountShell>
  );
}
