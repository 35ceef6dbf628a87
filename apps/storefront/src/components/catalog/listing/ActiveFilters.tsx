import type { CurrencyCode, Facets } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { EMPTY_FILTERS, hasFilters, listingHref, type ListingFilters } from '@/lib/catalog/listing-query';
import { formatPrice } from '@/lib/catalog/price';
import { ListingLink } from './ListingNavigation';

/** The chosen filters as removable chips (links), plus 'cancel all'. */
export async function ActiveFilters({
  locale,
  path,
  facets,
  filters,
  keep,
  currency,
}: {
  locale: AppLocale;
  path: string;
  facets: Facets;
  filters: ListingFilters;
  keep: Record<string, string>;
  currency: CurrencyCode;
}) {
  if (!hasFilters(filters)) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const chips: { key: string; name: string; next: ListingFilters }[] = [];
  const base = { ...filters, page: 1 };
  for (const [pid, vid] of filters.params) {
    const param = facets.parameters.find((p) => p.id === pid);
    const value = param?.values.find((v) => v.id === vid);
    if (!param || !value) continue;
    chips.push({
      key: `f${vid}`,
      name: `${param.name}: ${value.name}`,
      next: { ...base, params: filters.params.filter(([, v]) => v !== vid) },
    });
  }
  for (const id of filters.brands) {
    const b = facets.brands.find((x) => x.id === id);
    if (b)
      chips.push({
        key: `b${id}`,
        name: b.name,
        next: { ...base, brands: filters.brands.filter((x) => x !== id) },
      });
  }
  for (const id of filters.tags) {
    const tag = facets.tags.find((x) => x.id === id);
    if (tag)
      chips.push({
        key: `t${id}`,
        name: tag.name,
        next: { ...base, tags: filters.tags.filter((x) => x !== id) },
      });
  }
  if (filters.priceFrom !== null || filters.priceTo !== null) {
    chips.push({
      key: 'price',
      name: t('priceChip', {
        from: filters.priceFrom === null ? '' : formatPrice(filters.priceFrom, currency),
        to: filters.priceTo === null ? '' : formatPrice(filters.priceTo, currency),
      }),
      next: { ...base, priceFrom: null, priceTo: null },
    });
  }
  if (filters.inStock) chips.push({ key: 'stock', name: t('inStock'), next: { ...base, inStock: false } });

  return (
    <section aria-label={t('chosen')} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.key}>
            <ListingLink
              href={listingHref(path, c.next, keep)}
              rel="nofollow"
              aria-label={t('remove', { name: c.name })}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand bg-brand-soft px-3 py-1 text-brand-dark hover:bg-white"
            >
              {c.name}
              <span aria-hidden="true">×</span>
            </ListingLink>
          </li>
        ))}
      </ul>
      <ListingLink
        href={listingHref(path, { ...EMPTY_FILTERS, sort: filters.sort }, keep)}
        rel="nofollow"
        className="font-semibold text-brand underline hover:no-underline"
      >
        {t('reset')}
      </ListingLink>
    </section>
  );
}
