import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountShell } from '@/components/user/AccountShell';
import { AddressForm } from '@/components/user/AddressForm';
import { localizedPath } from '@/i18n/routing';
import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { flashedState } from '@/lib/user/form-flash';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { getGlobals } from '@/lib/product/server';
import { listAddresses } from '@/lib/user/account-api';
import { requireCustomer } from '@/lib/user/account-page';
import { deleteAddressAction } from '@/lib/user/customer-actions';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'User' }))('addresses.title'),
  );
}

/** /uzivatel/adresy (?upravit={id} opens one for a change): the saved addresses checkout fills in. */
export default async function AddressesPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const { token } = await requireCustomer(locale, '/uzivatel/adresy');
  const [t, a, addresses, globals, query] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    getTranslations({ locale, namespace: 'Account' }),
    listAddresses(locale, token),
    getGlobals(locale, 'CZK'),
    searchParams,
  ]);
  const editing = addresses.find((x) => String(x.id) === firstParam(query.upravit)) ?? null;
  const countries = globals.countries.map((c) => ({ value: c.alpha3, label: c.name }));
  const countryName = new Map(countries.map((c) => [c.value, c.label]));
  const notice =
    firstParam(query.ulozeno) === '1'
      ? t('addresses.saved')
      : firstParam(query.smazano) === '1'
        ? t('addresses.deleted')
        : null;
  return (
    <AccountShell locale={locale} active="adresy" title={t('addresses.title')}>
      <p className="text-muted">{t('addresses.intro')}</p>
      {notice && (
        <p role="status" className="mt-4 rounded-md bg-brand-soft p-3 font-semibold">
          {notice}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="mt-4">{t('addresses.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {addresses.map((x) => (
            <li
              key={x.id}
              className="grid gap-2 rounded-lg border border-muted/30 bg-white p-4"
              data-testid="address"
            >
              <p className="text-sm font-bold uppercase tracking-wide text-muted">
                {t(`addresses.${x.type}`)}
              </p>
              <address className="not-italic">
                {x.name}
                {x.businessName && (
                  <>
                    <br />
                    {x.businessName}
                  </>
                )}
                <br />
                {x.street}
                <br />
                {x.postcode} {x.city}
                <br />
                {countryName.get(x.country_code) ?? x.country_code}
                {x.phone && (
                  <>
                    <br />
                    {x.phone}
                  </>
                )}
              </address>
              <div className="flex flex-wrap items-center gap-4">
                <a
                  href={`${localizedPath(locale, '/uzivatel/adresy')}?upravit=${x.id}#adresa-formular`}
                  className="font-semibold text-brand underline"
                >
                  {t('addresses.editLink')}
                  <span className="sr-only"> {t('addresses.which', { street: x.street })}</span>
                </a>
                <form action={deleteAddressAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="id" value={x.id} />
                  <button type="submit" className="font-semibold text-danger underline">
                    {t('addresses.delete')}
                    <span className="sr-only"> {t('addresses.which', { street: x.street })}</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section id="adresa-formular" aria-labelledby="adresa-nadpis" className="mt-8">
        <h2 id="adresa-nadpis" className="mb-4 text-xl font-bold">
          {editing ? t('addresses.edit') : t('addresses.add')}
        </h2>
        <AddressForm
          initial={await flashedState(ACCOUNT_FORMS.address)}
          key={editing?.id ?? 'new'}
          locale={locale}
          address={editing}
          countries={countries}
          texts={{
            optional: a('optional'),
            type: t('addresses.type'),
            billing: t('addresses.billing'),
            delivery: t('addresses.delivery'),
            name: t('addresses.name'),
            businessName: t('addresses.businessName'),
            street: t('addresses.street'),
            city: t('addresses.city'),
            postcode: t('addresses.postcode'),
            citySuggestions: t('addresses.citySuggestions'),
            postcodeSuggestions: t('addresses.postcodeSuggestions'),
            country: t('addresses.country'),
            phone: t('addresses.phone'),
            save: t('addresses.save'),
            saving: t('addresses.saving'),
          }}
        />
        {editing && (
          <p className="mt-4">
            <a
              href={localizedPath(locale, '/uzivatel/adresy')}
              className="font-semibold text-brand underline"
            >
              {t('addresses.cancel')}
            </a>
          </p>
        )}
      </section>
    </AccountShell>
  );
}
