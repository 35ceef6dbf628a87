import type { CatalogState, CategoryContent } from '@shop/contract';
import { ProductBox } from '@/components/product/product-box';
import type { AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';
import { mediaSources } from '@/lib/media';
import { AppLink } from '@/components/ui/AppLink';

export type CatalogBanner = CategoryContent['catalog_banners'][number];

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3';

/** The product grid; CMS catalogue banners take their 1-based positions (first page only). */
export function ProductGrid({
  locale,
  products,
  banners = [],
  vatDisplay,
  labelledBy,
  leadPictures = 2,
}: {
  locale: AppLocale;
  products: CatalogState['products'];
  banners?: CatalogBanner[];
  vatDisplay?: VatDisplay;
  labelledBy?: string;
  /** How many leading products' pictures load first (those likely in the first screen). */
  leadPictures?: number;
}) {
  const items: (
    { kind: 'product'; p: CatalogState['products'][number] } | { kind: 'banner'; b: CatalogBanner }
  )[] = products.map((p) => ({ kind: 'product', p }));
  for (const b of [...banners].sort((a, c) => a.position - c.position)) {
    items.splice(Math.min(Math.max(b.position - 1, 0), items.length), 0, { kind: 'banner', b });
  }
  return (
    <ul aria-labelledby={labelledBy} className={GRID}>
      {items.map((item, i) =>
        item.kind === 'product' ? (
          <li key={`p${item.p.id}`}>
            <ProductBox
              product={item.p}
              locale={locale}
              vatDisplay={vatDisplay}
              priority={i < leadPictures}
            />
          </li>
        ) : (
          <li key={`b${item.b._id}`}>
            <Banner locale={locale} banner={item.b} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A catalogue banner in a grid cell: its picture (fitted, never cropped into a meaningless detail)
 * with its title under it, as a card the size of a product box.
 */
function Banner({ locale, banner }: { locale: AppLocale; banner: CatalogBanner }) {
  const img = mediaSources(banner.image.path, 270);
  const card = (
    <span className="flex h-full flex-col justify-center gap-4 rounded-lg border border-line bg-brand-soft p-4">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={img.src}
        srcSet={img.srcSet}
        alt={banner.image.alt}
        width={270}
        height={135}
        loading="lazy"
        className="aspect-[2/1] w-full rounded object-contain"
      />
      <span className="text-lg font-bold text-brand">{banner.title}</span>
    </span>
  );
  return banner.url ? (
    <AppLink locale={locale} href={banner.url} prefetch={false} className="block h-full hover:underline">
      {card}
    </AppLink>
  ) : (
    card
  );
}
