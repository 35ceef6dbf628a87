import type { ShoppingListItem } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { productPath } from '@/lib/catalog/colours';
import { formatPrice, type VatDisplay } from '@/lib/catalog/price';
import { listToCartAction, removeListItemAction } from '@/lib/lists/list-actions';
import type { ListAddress } from '@/lib/lists/lists-api';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

const IMAGE_PX = 96;

/**
 * One item of the wish list or a shopping list: picture, name (its variant unless the default),
 * price for the customer, availability, and its forms: into the cart, off the list, and whatever
 * the page adds (`extra`). A product no longer sold stays, saying so.
 */
export async function ListItemCard({
  locale,
  list,
  listId,
  item,
  vat,
  showAmount,
  extra,
}: {
  locale: AppLocale;
  list: ListAddress;
  listId: number;
  item: ShoppingListItem;
  vat: VatDisplay;
  showAmount: boolean;
  extra?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Lists.item' });
  const picture = item.variant?.mainImage ?? item.product?.mainImage ?? null;
  const name = item.product
    ? item.variant && !item.variant.isDefault
      ? `${item.product.name} – ${item.variant.name}`
      : item.product.name
    : null;
  const href = item.product ? productPath(locale, item.product.slug, item.variantId) : null;
  const price = item.prices
    ? formatPrice(
        vat === 'without' ? item.prices.unitWithoutTax : item.prices.unitWithTax,
        item.prices.currencyCode,
      )
    : null;
  const label = name ?? t('gone');
  return (
    <li
      className="grid grid-cols-[4.5rem_1fr] gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-[6rem_1fr]"
      data-testid="list-item"
    >
      <div className="aspect-square overflow-hidden rounded-md bg-tint">
        {picture && (
          <DecorativeImage
            path={picture.path}
            size={IMAGE_PX}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="grid min-w-0 gap-1">
        {name && href ? (
          <h2 className="text-base leading-snug font-semibold">
            <a href={href} className="text-ink hover:text-brand hover:underline">
              {name}
            </a>
          </h2>
        ) : (
          <h2 className="text-base font-semibold text-muted">{t('gone')}</h2>
        )}
        {item.variant && <p className="text-xs text-muted">{item.variant.catalogCode}</p>}
        <p className="flex flex-wrap items-baseline gap-x-3">
          {price && (
            <span className="text-lg font-extrabold">
              <span className="sr-only">{t('price')}: </span>
              {price}
            </span>
          )}
          {showAmount && item.variant && (
            <span className="text-sm text-muted">
              × {t('amount', { amount: item.amount, unit: item.variant.unit })}
            </span>
          )}
        </p>
        {item.availability && (
          <p
            className={`text-sm font-semibold ${item.availability.isAvailable ? 'text-accent' : 'text-muted'}`}
          >
            {item.availability.availability}
          </p>
        )}
        {item.custom && <p className="text-sm">{t('note', { note: item.custom })}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {item.shoppable && (
            <ItemForm
              action={listToCartAction}
              fields={{ locale, list, itemId: item.id }}
              label={t('toCartOf', { name: label })}
              className="min-h-11 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {t('toCart')}
            </ItemForm>
          )}
          <ItemForm
            action={removeListItemAction}
            fields={{ locale, list, listId, itemId: item.id }}
            label={t('removeOf', { name: label })}
            className="min-h-11 px-1 font-semibold text-danger underline"
          >
            {t('remove')}
          </ItemForm>
          {extra}
        </div>
      </div>
    </li>
  );
}

/** A one-button form about the item (a server action, so it works without JavaScript). */
function ItemForm({
  action,
  fields,
  label,
  className,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  /** The hidden fields, in order. */
  fields: Record<string, string | number>;
  /** The button's name for screen readers, saying which item. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} className={className}>
        {children}
      </button>
    </form>
  );
}
