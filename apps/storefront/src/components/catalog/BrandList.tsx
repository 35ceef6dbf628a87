import type { CmsBrand } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { brandProductsPath } from '@/lib/catalog/brand-path';
import { BRAND_LIST_VISIBLE, splitVisible } from '@/lib/catalog/visible-items';
import { CmsHtml } from '@/components/content/CmsHtml';
import { MediaImage } from '@/components/ui/MediaImage';

/**
 * The brands in the CMS's order (heaviest first): the first 16 as cards, the rest behind a native
 * disclosure (keyboard operable, announced as expanded or collapsed, working without JavaScript).
 * Each card leads to the brand's products.
 */
export async function BrandList({ brands, locale }: { brands: CmsBrand[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Brands' });
  if (brands.length === 0) return <p className="mt-6 text-muted">{t('empty')}</p>;
  const { shown, more } = splitVisible(brands, BRAND_LIST_VISIBLE);
  const grid = 'grid grid-cols-1 gap-4 xs:grid-cols-2 sm:grid-cols-3 md:grid-cols-4';
  const card = (brand: CmsBrand) => (
    <li key={brand._id} className="flex flex-col rounded-lg border border-line bg-white p-4">
      <h2 className="flex items-center gap-3 text-lg font-bold">
        {brand.logo && <MediaImage path={brand.logo.path} alt="" size={48} className="size-12 shrink-0" />}
        <a
          href={brandProductsPath(locale, { id: brand._id, name: brand.title })}
          className="text-ink underline-offset-2 hover:underline"
        >
          {brand.title}
        </a>
      </h2>
      {brand.description && (
        <CmsHtml className="rich-text mt-2 text-sm text-muted" locale={locale} html={brand.description} />
      )}
    </li>
  );
  return (
    <>
      <ul className={`mt-6 ${grid}`} data-testid="brand-list">
        {shown.map(card)}
      </ul>
      {more.length > 0 && (
        <details className="group/more mt-4" data-testid="more-brands">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand underline hover:no-underline marker:hidden">
            {t('more', { count: more.length })}
            <span aria-hidden="true" className="transition-transform group-open/more:rotate-180">
              ▾
            </span>
          </summary>
          <ul className={`mt-4 ${grid}`}>{more.map(card)}</ul>
        </details>
      )}
    </>
  );
}
