import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListNameForm } from '@/components/lists/ListNameForm';
import { ListNotice } from '@/components/lists/ListNotice';
import { AccountShell } from '@/components/user/AccountShell';
import { localizedPath } from '@/i18n/routing';
import { createListAction, deleteListAction } from '@/lib/lists/list-actions';
import { LIST_FORMS, listPagePath } from '@/lib/lists/list-pages';
import { listShoppingLists } from '@/lib/lists/lists-api';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requireCustomer } from '@/lib/user/account-page';
import { flashedState } from '@/lib/user/form-flash';
import { LabelledSection } from '@/components/ui/LabelledSection';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Lists' }))('lists.title'),
  );
}

/**
 * /uzivatel/nakupni-seznamy: the customer's shopping lists, a new one, and deleting one after a
 * confirmation (`?smazat={id}` asks; it works without JavaScript).
 */
export default async function ShoppingListsPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const { token } = await requireCustomer(locale, '/uzivatel/nakupni-seznamy');
  const [t, all, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Lists' }),
    listShoppingLists(locale, token),
    searchParams,
  ]);
  const lists = all.filter((l) => !l.isWishlist);
  const deleting = lists.find((l) => String(l.id) === firstParam(query.smazat)) ?? null;
  const here = localizedPath(locale, '/uzivatel/nakupni-seznamy');
  return (
    <AccountShell locale={locale} active="nakupni-seznamy" title={t('lists.title')}>
      <p className="text-muted">{t('lists.intro')}</p>
      <ListNotice locale={locale} query={query} />
      {deleting && (
        <section
          aria-labelledby="smazat-nadpis"
          role="alertdialog"
          className="mt-4 grid gap-3 rounded-lg border-2 border-danger bg-white p-4"
        >
          <h2 id="smazat-nadpis" className="text-lg font-bold">
            {t('lists.confirmTitle', { name: deleting.name })}
          </h2>
          <p>{t('lists.confirmText')}</p>
          <div className="flex flex-wrap items-center gap-4">
            <form action={deleteListAction}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="id" value={deleting.id} />
              <button
                type="submit"
                autoFocus
                className="min-h-11 rounded-md bg-danger px-5 py-2 font-semibold text-white hover:opacity-90"
              >
                {t('lists.confirmDelete')}
              </button>
            </form>
            <a href={here} className="font-semibold text-brand underline">
              {t('lists.cancel')}
            </a>
          </div>
        </section>
      )}
      {lists.length === 0 ? (
        <p className="mt-4">{t('lists.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {lists.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4"
              data-testid="shopping-list"
            >
              <div className="min-w-0">
                <h2 className="text-lg font-bold break-words">
                  <a href={localizedPath(locale, listPagePath(l.id))} className="text-ink hover:text-brand">
                    {l.name}
                  </a>
                </h2>
                <p className="text-sm text-muted">{t('lists.items', { count: l.itemCount })}</p>
              </div>
              <a
                href={`${here}?smazat=${l.id}`}
                className="min-h-11 px-1 py-2 font-semibold text-danger underline"
              >
                {t('lists.delete')}
                <span className="sr-only"> {t('lists.which', { name: l.name })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <LabelledSection
        id="novy-seznam-nadpis"
        heading={t('lists.create')}
        className="mt-8"
        headingClassName="mb-4 text-xl font-bold"
      >
        <ListNameForm
          form={LIST_FORMS.create}
          action={createListAction}
          locale={locale}
          initial={await flashedState(LIST_FORMS.create)}
          texts={{ name: t('lists.name'), submit: t('lists.createSubmit'), submitting: t('lists.creating') }}
        />
      </LabelledSection>
    </AccountShell>
  );
}
