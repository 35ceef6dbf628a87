import type { CurrencyCode } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localeContext, localizedPath, type AppLocale } from '@/i18n/routing';
import { getOptionalCategoryContent, type Landing } from '@/lib/catalog/landing';
import type { RawSearchParams } from '@/lib/catalog/listing-query';
import { landingScope, landingTitle } from '@/lib/catalog/metadata';
import type { VatDisplay } from '@/lib/catalog/price';
import { Breadcrumb } from './Breadcrumb';
import { CategoryContentBlocks, SmallBanners } from './CategoryContentBlocks';
import { CategoryLinks } from './CategoryLinks';
import { GroupBanners } from './GroupBanners';
import { LimitedOffers } from './LimitedOffers';
import { Listing } from './listing/Listing';
import { CmsHtml } from '@/components/content/CmsHtml';
import { LabelledSection } from '@/components/ui/LabelledSection';

type Props = {
  locale: AppLocale;
  landing: Landing;
  searchParams: Promise<RawSearchParams>;
  /** Price context of the listing; the locale's currency unless the visitor chose another. */
  currency?: CurrencyCode;
  vatDisplay?: VatDisplay;
};

/**
 * A category, filtered category or virtual category page. Everything it shows comes from cached
 * calls (the category and its CMS content per slug, the listing per query), so rendering it per
 * request is cheap. The listing is deliberately not behind a Suspense boundary: streamed content
 * is revealed by a script, and the listing must read, filter and page without JavaScript (and
 * crawlers get the complete HTML in the first response).
 */
export async function CategoryPage({ locale, landing, searchParams, currency, vatDisplay }: Props) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  const tl = await getTranslations({ locale, namespace: 'Listing' });
  const scope = landingScope(landing);
  const base = landing.kind === 'virtual_category' ? null : landing.category;
  const content = base ? await getOptionalCategoryContent(base.id, base.slug, locale) : null;
  const title = landingTitle(landing);
  const description =
    landing.kind === 'category'
      ? landing.category.description
      : landing.kind === 'filtered_category'
        ? landing.filtered.description
        : landing.virtual.description;
  const trail =
    landing.kind === 'category'
      ? landing.category.breadcrumb
      : landing.kind === 'filtered_category'
        ? [
            ...landing.category.breadcrumb,
            { id: landing.category.id, name: landing.category.name, slug: landing.category.slug },
          ]
        : [];
  const path = `/${scope.slug}`;
  return (
    <article>
      <Breadcrumb locale={locale} items={trail} current={title} />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
      {description && <CmsHtml className="rich-text mt-4" locale={locale} html={description} />}
      {landing.kind === 'category' && landing.category.children.length > 0 && (
        <LabelledSection
          id="subcategories"
          heading={t('subcategories')}
          className="mt-6"
          headingClassName="mb-3 text-xl font-bold"
        >
          <CategoryLinks locale={locale} items={landing.category.children} labelledBy="subcategories" />
        </LabelledSection>
      )}
      {content && <SmallBanners locale={locale} banners={content.small_banners} />}
      {base && <GroupBanners storeId={base.id} locale={locale} label={tl('groupBanners')} />}
      {content && (
        <LimitedOffers
          locale={locale}
          currency={currency ?? localeContext[locale].currency}
          offers={content.limited_offers}
        />
      )}
      <Listing
        locale={locale}
        currency={currency ?? localeContext[locale].currency}
        scope={scope}
        path={localizedPath(locale, path)}
        // A filtered category's filters are a preset of its category: changing them continues there.
        formAction={
          landing.kind === 'filtered_category'
            ? localizedPath(locale, `/${landing.category.slug}`)
            : undefined
        }
        presetValueIds={
          landing.kind === 'filtered_category'
            ? landing.filtered.parameters.flatMap((p) => p.values)
            : undefined
        }
        banners={content?.catalog_banners}
        // Limited offers push the products past a phone's first screen: their pictures wait.
        leadPictures={content && content.limited_offers.length > 0 ? 0 : undefined}
        searchParams={searchParams}
        vatDisplay={vatDisplay}
      />
      <CategoryContentBlocks locale={locale} content={content} />
    </article>
  );
}
