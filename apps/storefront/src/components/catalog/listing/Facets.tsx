import type { Facets as FacetsData } from '@shop/contract';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { SORT_SLUGS, type ListingFilters } from '@/lib/catalog/listing-query';
import { formatPrice } from '@/lib/catalog/price';
import { BRAND_LIST_VISIBLE, splitVisible } from '@/lib/catalog/visible-items';
import type { CurrencyCode } from '@shop/contract';

type Props = {
  locale: AppLocale;
  facets: FacetsData;
  filters: ListingFilters;
  currency: CurrencyCode;
  /** Parameter values a filtered category presets: shown as chosen. */
  presetValueIds?: number[];
};

/**
 * The facets as form controls (checkboxes and two price fields) named like the URL's query, so the
 * form submits the listing's own URL. Parameters: important ones first, closed ones collapsed in a
 * <details> (open when one of their values is chosen).
 */
/** '30' + 'ml' -> '30 ml'; a value already written with its unit ('30 ml') stays as it is. */
function withUnit(name: string, unit: string | null | undefined): string {
  if (!unit || name.endsWith(unit)) return name;
  return `${name} ${unit}`;
}

export async function Facets({ locale, facets, filters, currency, presetValueIds = [] }: Props) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const chosenValues = new Set([...filters.params.map(([, v]) => v), ...presetValueIds]);
  const parameters = [...facets.parameters].sort((a, b) => Number(b.important) - Number(a.important));
  const { price } = facets;
  return (
    <div className="space-y-1 divide-y divide-line">
      {filters.sort !== 'DefaultSort' && (
        <input type="hidden" name="razeni" value={SORT_SLUGS[filters.sort]} />
      )}

      {(facets.availability.inStockCount > 0 || facets.availability.selected) && (
        <Group legend={t('availability')}>
          <Check
            name="skladem"
            value="1"
            checked={filters.inStock || facets.availability.selected}
            label={t('inStock')}
            count={facets.availability.inStockCount}
          />
        </Group>
      )}

      {price.max > price.min && (
        <Group legend={t('price')}>
          <p className="mb-2 text-xs text-muted">
            {t('priceRange', {
              min: formatPrice(price.min, currency),
              max: formatPrice(price.max, currency),
            })}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <PriceField
              name="cena-od"
              label={t('priceFrom', { currency })}
              value={filters.priceFrom ?? price.from}
              placeholder={Math.floor(price.min)}
            />
            <PriceField
              name="cena-do"
              label={t('priceTo', { currency })}
              value={filters.priceTo ?? price.to}
              placeholder={Math.ceil(price.max)}
            />
          </div>
        </Group>
      )}

      {parameters.map((param) => {
        const anyChosen = param.values.some((v) => v.selected || chosenValues.has(v.id));
        const checks = param.values.map((v) => (
          <Check
            key={v.id}
            name="f"
            value={`${param.id}:${v.id}`}
            checked={v.selected || chosenValues.has(v.id)}
            label={withUnit(v.name, param.unit)}
            count={v.count}
            colorHex={param.kind === 'color' ? v.colorHex : null}
          />
        ));
        return param.closed ? (
          <details key={param.id} open={anyChosen} className="group/facet py-3">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-center justify-between">
                {param.name}
                <span
                  aria-hidden="true"
                  className="text-muted transition-transform group-open/facet:rotate-180"
                >
                  ▾
                </span>
              </span>
            </summary>
            <fieldset className="mt-2">
              <legend className="sr-only">{param.name}</legend>
              <div className="space-y-1">{checks}</div>
            </fieldset>
          </details>
        ) : (
          <Group key={param.id} legend={param.name}>
            {checks}
          </Group>
        );
      })}

      {facets.brands.length > 0 && (
        <BrandGroup
          legend={t('brand')}
          brands={facets.brands}
          chosen={filters.brands}
          moreLabel={(count) => t('moreBrands', { count })}
        />
      )}

      {facets.tags.length > 0 && (
        <Group legend={t('tags')}>
          {facets.tags.map((tag) => (
            <Check
              key={tag.id}
              name="stitek"
              value={String(tag.id)}
              checked={tag.selected || filters.tags.includes(tag.id)}
              label={tag.name}
              count={tag.count}
            />
          ))}
        </Group>
      )}
    </div>
  );
}

/**
 * The brand filter: the first 16 brands (heaviest first), the rest in a native disclosure that
 * starts open when one of them is chosen. Its checkboxes stay in the form either way.
 */
function BrandGroup({
  legend,
  brands,
  chosen,
  moreLabel,
}: {
  legend: string;
  brands: FacetsData['brands'];
  chosen: number[];
  moreLabel: (count: number) => string;
}) {
  const isChosen = (b: FacetsData['brands'][number]) => b.selected || chosen.includes(b.id);
  const { shown, more, openMore } = splitVisible(brands, BRAND_LIST_VISIBLE, isChosen);
  const check = (b: FacetsData['brands'][number]) => (
    <Check
      key={b.id}
      name="znacka"
      value={String(b.id)}
      checked={isChosen(b)}
      label={b.name}
      count={b.count}
    />
  );
  return (
    <Group legend={legend}>
      {shown.map(check)}
      {more.length > 0 && (
        <details open={openMore} className="group/more" data-testid="more-brand-filters">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 px-1 font-semibold text-brand underline hover:no-underline marker:hidden">
            {moreLabel(more.length)}
            <span aria-hidden="true" className="transition-transform group-open/more:rotate-180">
              ▾
            </span>
          </summary>
          <div className="space-y-1">{more.map(check)}</div>
        </details>
      )}
    </Group>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="py-3">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-both space-y-1">{children}</div>
    </fieldset>
  );
}

function Check({
  name,
  value,
  checked,
  label,
  count,
  colorHex = null,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count: number;
  colorHex?: string | null;
}) {
  const empty = count === 0 && !checked;
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-tint ${empty ? 'text-muted' : ''}`}
    >
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 shrink-0 accent-brand"
      />
      {colorHex && (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-line"
          style={{ backgroundColor: colorHex }}
        />
      )}
      <span className="min-w-0 flex-1">{label}</span>
      <span className="text-xs text-muted">({count})</span>
    </label>
  );
}

function PriceField({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value: number | null;
  placeholder: number;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 block text-muted">{label}</span>
      <input
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={value ?? undefined}
        placeholder={String(placeholder)}
        className="w-full rounded-md border border-muted bg-white px-2 py-1.5 text-ink"
      />
    </label>
  );
}
