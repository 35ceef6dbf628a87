import type { Product } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { mediaSources, mediaUrl } from '@/lib/media';
import { initialVariantId, productPath, stockLike } from '@/lib/product';
import { DataLayerEvents } from '@/components/analytics/DataLayerEvents';
import { viewItemEvent } from '@/lib/analytics/ecommerce';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/site';
import { Alternatives } from './Alternatives';
import { Comments } from './Comments';
import { Gallery, type GalleryImage } from './Gallery';
import { LastVisited } from './LastVisited';
import { ParametersTable } from './ParametersTable';
import { ProductMaterials } from './ProductMaterials';
import { brandProductsPath } from '@/lib/catalog/brand-path';
import { PurchaseSection, type ProductView } from './PurchaseSection';
import { RatingStars, starsText } from './RatingStars';
import { MultiVariantSection } from './MultiVariantSection';
import { Reviews } from './Reviews';
import { CmsHtml } from '@/components/content/CmsHtml';
import { CompareButton } from '@/components/compare/CompareButton';
import { compareTexts, comparePagePath } from '@/lib/compare/texts';
import { getGlobals } from '@/lib/product/server';
import { TagChip } from '../TagChip';
import { productTagFlags, SHOP_TAG_COLORS, withShopTags } from '@/lib/product/tags';
import { LabelledSection } from '@/components/ui/LabelledSection';

function galleryImages(product: Product): GalleryImage[] {
  const images = product.images.length ? product.images : product.mainImage ? [product.mainImage] : [];
  return images.map((img) => ({
    path: img.path,
    alt: img.alt || product.name,
    ...mediaSources(img.path, 540),
    thumb: mediaUrl(img.path, 128),
    zoom: mediaUrl(img.path, 1600),
  }));
}

/** Product detail `/produkt/{slug}`: server-rendered, with small client islands. */
export async function ProductDetail({ product, locale, display, requestedVariantId }: ProductView) {
  const [t, tCatalog, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    getTranslations({ locale, namespace: 'Catalog' }),
    getGlobals(locale, display.currency),
  ]);
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const url = absolute(productPath(locale, product.slug));
  const jsonLd = [
    productJsonLd(product, {
      url,
      imageUrl: (path) => mediaUrl(path, 1200),
      variantUrl: (id) => absolute(productPath(locale, product.slug, id, product.defaultVariantId)),
    }),
    breadcrumbJsonLd([
      { name: tCatalog('home'), url: absolute(localizedPath(locale, '/')) },
      ...product.breadcrumb.map((c) => ({
        name: c.name,
        url: absolute(localizedPath(locale, `/${c.slug}`)),
      })),
      { name: product.name, url },
    ]),
  ];
  const stars = starsText(product.rating, locale);
  const flags = productTagFlags(product);
  const visibleTags = withShopTags(
    product.tags
      .filter((tag) => tag.visibility.content)
      .map((tag) => ({ key: tag.code, text: tag.text, color: tag.color })),
    [
      { key: 'gift-free', text: t('giftFree'), color: SHOP_TAG_COLORS.giftFree, on: flags.giftFree },
      { key: 'sale-ended', text: t('saleEnded'), color: SHOP_TAG_COLORS.saleEnded, on: flags.saleEnded },
    ],
  );
  const firstImage = product.mainImage ?? product.images[0] ?? null;

  const shownVariantId = initialVariantId(
    product.variants.map(stockLike),
    product.defaultVariantId,
    requestedVariantId,
  );

  return (
    <article>
      <DataLayerEvents events={[viewItemEvent(product, shownVariantId)]} />
      <div className="grid-24 gap-y-6">
        <div className="col-span-24 md:col-span-11 lg:col-span-10">
          <Gallery
            images={galleryImages(product)}
            labels={{
              gallery: t('gallery'),
              showImage: t.raw('showImage') as string,
              zoom: t('zoom'),
              close: t('close'),
            }}
          />
        </div>
        <div className="col-span-24 md:col-span-13 lg:col-span-14 md:pl-4">
          {visibleTags.length > 0 && (
            <ul aria-label={t('tags')} className="mb-2 flex flex-wrap gap-2 text-xs font-semibold">
              {visibleTags.map((tag) => (
                <TagChip key={tag.key} text={tag.text} color={tag.color} />
              ))}
            </ul>
          )}
          <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{product.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {product.ratingCount > 0 && (
              <a href="#product-reviews" className="flex items-center gap-2 no-underline hover:underline">
                <RatingStars rating={product.rating} label={t('ratingLabel', { stars })} />
                <span>{t('ratingCount', { count: product.ratingCount })}</span>
              </a>
            )}
            {product.brand && (
              <span>
                {t('brand')}:{' '}
                <a
                  href={brandProductsPath(locale, product.brand)}
                  className="font-semibold text-ink underline hover:no-underline"
                >
                  {product.brand.name}
                </a>
              </span>
            )}
          </p>
          {product.perex && <p className="mt-3 text-ink md:text-lg">{product.perex}</p>}
          <div className="mt-5">
            <PurchaseSection
              product={product}
              locale={locale}
              display={display}
              requestedVariantId={requestedVariantId}
            />
          </div>
          {globals.settings.functions.compare && (
            <CompareButton
              productId={product.id}
              productName={product.name}
              comparePath={comparePagePath(locale)}
              texts={await compareTexts(locale)}
              withText
              className="mt-3"
            />
          )}
          <div className="mt-6">
            <MultiVariantSection product={product} locale={locale} display={display} />
          </div>
          <div className="mt-6">
            <Alternatives product={product} locale={locale} heading={t('alternatives')} />
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-2">
        {product.description && (
          <LabelledSection
            id="product-description"
            heading={t('description')}
            className="md:col-span-2"
            headingClassName="mb-3 text-xl font-bold"
          >
            <CmsHtml className="rich-text" locale={locale} html={product.description} />
          </LabelledSection>
        )}
        <ParametersTable product={product} heading={t('parameters')} />
        <ProductMaterials product={product} locale={locale} />
        <Reviews product={product} locale={locale} />
        <Comments product={product} locale={locale} />
      </div>

      <LastVisited
        heading={t('lastVisited')}
        current={{
          id: product.id,
          name: product.name,
          href: productPath(locale, product.slug),
          image: firstImage ? mediaUrl(firstImage.path, 128) : null,
        }}
      />
      {jsonLd.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          // JSON-LD from our own data, `<` escaped by serializeJsonLd.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </article>
  );
}
