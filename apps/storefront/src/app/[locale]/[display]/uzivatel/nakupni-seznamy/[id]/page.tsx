import { getTranslations } from 'next-intl/server';
import { BatchResult } from '@/components/cart/BatchResult';
import { ListItemCard } from '@/components/lists/ListItemCard';
import { ListNameForm } from '@/components/lists/ListNameForm';
import { ListNotice } from '@/components/lists/ListNotice';
import {
  AccountBackLink,
  AccountItemNotFound,
  accountItemContext,
  accountItemMetadata,
  type AccountItemProps,
} from '@/components/user/AccountItemPage';
import { AccountShell } from '@/components/user/AccountShell';
import { localizedPath } from '@/i18n/routing';
import { listToCartAction, renameListAction } from '@/lib/lists/list-actions';
import { LIST_FORMS, listAddressOf } from '@/lib/lists/list-pages';
import { getShoppingList } from '@/lib/lists/lists-api';
import { flashedState } from '@/lib/user/form-flash';
import { LabelledSection } from '@/components/ui/LabelledSection';

export const instant = false;

export function generateMetadata({ params }: Pick<AccountItemProps, 'params'>) {
  return accountItemMetadata(params, 'nakupni-seznamy');
}

/** /uzivatel/nakupni-seznamy/{id}: one list, its items, its name, and all of it into the cart. */
export default async function ShoppingListPage({ params, searchParams }: AccountItemProps) {
  const { locale, display, id: rawId, token } = await accountItemContext(params, 'nakupni-seznamy');
  const id = listAddressOf(rawId);
  const [t, list, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Lists' }),
    typeof id === 'number' ? getShoppingList(locale, display.currency, token, id) : null,
    searchParams,
  ]);
  // The wish list has a page of its own.
  if (!list || list.isWishlist) {
    return <AccountItemNotFound locale={locale} section="nakupni-seznamy" />;
  }
  return (
    <AccountShell locale={locale} active="nakupni-seznamy" title={list.name}>
      <p className="text-muted">{t('lists.items', { count: list.itemCount })}</p>
      <ListNotice locale={locale} query={query} />
      <BatchResult locale={locale} query={query} />
      {list.items.length === 0 ? (
        <p className="mt-4">
          {t('lists.empty')}{' '}
          <a
            href={localizedPath(locale, '/uzivatel/oblibene')}
            className="font-semibold text-brand underline"
          >
            {t('lists.toWishlist')}
          </a>
        </p>
      ) : (
        <>
          <form action={listToCartAction} className="mt-4">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="list" value={list.id} />
            <button
              type="submit"
              className="min-h-11 rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
            >
              {t('lists.wholeToCart')}
            </button>
          </form>
          <ul className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={list.name}>
            {list.items.map((item) => (
              <ListItemCard
                key={item.id}
                locale={locale}
                list={list.id}
                listId={list.id}
                item={item}
                vat={display.vat}
                showAmount
              />
            ))}
          </ul>
        </>
      )}
      <LabelledSection
        id="prejmenovat-nadpis"
        heading={t('lists.rename')}
        className="mt-8"
        headingClassName="mb-4 text-xl font-bold"
      >
        <ListNameForm
          form={LIST_FORMS.rename}
          action={renameListAction}
          locale={locale}
          id={list.id}
          name={list.name}
          initial={await flashedState(LIST_FORMS.rename)}
          texts={{ name: t('lists.name'), submit: t('lists.renameSubmit'), submitting: t('lists.saving') }}
        />
      </LabelledSection>
      <p className="mt-8">
        <AccountBackLink locale={locale} section="nakupni-seznamy" />
      </p>
    </AccountShell>
  );
}
