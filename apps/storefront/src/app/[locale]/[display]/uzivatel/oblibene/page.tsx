import type { Metadata } from 'next';
import { WISHLIST_CODE } from '@shop/rules';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BatchResult } from '@/components/cart/BatchResult';
import { ListItemCard } from '@/components/lists/ListItemCard';
import { ListNotice } from '@/components/lists/ListNotice';
import { AccountShell } from '@/components/user/AccountShell';
import { localizedPath } from '@/i18n/routing';
import { addToListAction, listToCartAction } from '@/lib/lists/list-actions';
import { getShoppingList, listShoppingLists } from '@/lib/lists/lists-api';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requireCustomer } from '@/lib/user/account-page';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Lists' }))('wishlist.title'),
  );
}

/** /uzivatel/oblibene: the wish list, each product into the cart or onto a shopping list, or all of it. */
export default async function WishlistPage({ params, searchParams }: PrivatePageProps) {
  const { locale, display } = await pageContext(params);
  setRequestLocale(locale);
  const { token } = await requireCustomer(locale, '/uzivatel/oblibene');
  const [t, wishlist, lists, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Lists' }),
    getShoppingList(locale, display.currency, token, WISHLIST_CODE),
    listShoppingLists(locale, token),
    searchParams,
  ]);
  const shoppingLists = lists.filter((l) => !l.isWishlist);
  const items = wishlist?.items ?? [];
  return (
    <AccountShell locale={locale} active="oblibene" title={t('wishlist.title')}>
      <p className="text-muted">{t('wishlist.intro')}</p>
      <ListNotice locale={locale} query={query} />
      <BatchResult locale={locale} query={query} />
      {items.length === 0 || !wishlist ? (
        <p className="mt-4">
          {t('wishlist.empty')}{' '}
          <a href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
            {t('wishlist.browse')}
          </a>
        </p>
      ) : (
        <>
          {items.some((i) => i.shoppable) && (
            <form action={listToCartAction} className="mt-4">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="list" value={WISHLIST_CODE} />
              <button
                type="submit"
                className="min-h-11 rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
              >
                {t('wishlist.allToCart')}
              </button>
            </form>
          )}
          <ul className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={t('wishlist.title')}>
            {items.map((item) => (
              <ListItemCard
                key={item.id}
                locale={locale}
                list={WISHLIST_CODE}
                listId={wishlist.id}
                item={item}
                vat={display.vat}
                showAmount={false}
                extra={
                  shoppingLists.length > 0 &&
                  item.product && (
                    <form
                      action={addToListAction}
                      className="grid w-full gap-2 sm:flex sm:flex-wrap sm:items-center"
                    >
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="variantId" value={item.variantId} />
                      <label className="sr-only" htmlFor={`na-seznam-${item.id}`}>
                        {t('wishlist.chooseList')}: {item.product.name}
                      </label>
                      <select
                        id={`na-seznam-${item.id}`}
                        name="target"
                        className="min-h-11 w-full rounded-md border border-muted bg-white px-2 py-2 text-base sm:w-56"
                      >
                        {shoppingLists.map((l) => (
                          <option key={l.id} value={l.id}>
                            {l.name}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        aria-label={`${t('wishlist.addToList')}: ${item.product.name}`}
                        className="min-h-11 justify-self-start rounded-md border-2 border-brand px-3 py-1.5 font-semibold text-brand hover:bg-brand-soft"
                      >
                        {t('wishlist.addToList')}
                      </button>
                    </form>
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
    </AccountShell>
  );
}
