/**
 * The deterministic demo data set of the shop: reference tables, a three-level category tree,
 * products with variants, prices, stock, shipping, branches, content and the SVG pictures.
 *
 * The same options always give the same data set: randomness comes only from the seeded
 * generator, and dates are computed from a fixed reference date.
 */
import type { Dataset } from '../dataset.ts';
import { CATEGORIES, CATEGORY_INFO } from './categories.ts';
import { BRANCHES } from './branches.ts';
import { pickupPoints } from './pickup-points.ts';
import { COUPONS } from './coupons.ts';
import { GIFTS } from './gifts.ts';
import { buildBranchPages } from './branch-pages.ts';
import { buildCmsContent } from './cms-content.ts';
import { buildArticles } from './articles.ts';
import { buildGuidesAndBanners, TOP_BANNER } from './guides-and-banners.ts';
import { buildHelpContent } from './help.ts';
import { SHOPPING_INFO_PAGES } from './shopping-info-pages.ts';
import { ACCOUNTS, MENUS, OPERATORS, PAGES, SETTINGS, TOP_CATEGORIES } from './content.ts';
import { drawCategory, productImagePool } from './images.ts';
import { PARAMETERS } from './parameters.ts';
import { BRAND_ROWS, generateProducts } from './products.ts';
import { withMetricProduct } from './metric.ts';
import { AVAILABILITIES, COUNTRIES, CURRENCIES, CUSTOMER_GROUPS, TAGS, VAT_RATES } from './reference.ts';
import { requireTranslatedSeo } from './seo.ts';
import { PAYMENTS, SHIPPERS } from './shipping.ts';
import { generateComments } from './comments.ts';
import { generateReviews } from './reviews.ts';
import { WAREHOUSES } from './stock.ts';

export interface DemoDatasetOptions {
  /** Seed of the generator; the default gives the shop's usual demo data. */
  seed?: number;
  /** Number of products (default 420). */
  products?: number;
  /** Include the SVG pictures (default true). Without them, paths still point at the pool. */
  images?: boolean;
  /** The 'today' of the data set (ISO date); prices and dates are computed back from it. */
  referenceDate?: string;
}

export const DEFAULT_SEED = 20_261_101;
export const DEFAULT_PRODUCT_COUNT = 420;
export const REFERENCE_DATE = '2026-11-01';

/** Deep copy of plain data, so callers may change the result without touching shared tables. */
function copy<T>(value: T): T {
  return structuredClone(value);
}

export function generateDemoDataset(options: DemoDatasetOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const withImages = options.images ?? true;
  const reference = new Date(`${options.referenceDate ?? REFERENCE_DATE}T00:00:00Z`);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`products must be a non-negative integer, got ${count}`);
  if (Number.isNaN(reference.getTime())) throw new Error(`Invalid referenceDate '${options.referenceDate}'`);

  const images = withImages
    ? [
        ...productImagePool(),
        ...CATEGORY_INFO.map((c) => ({ path: c.row.image, svg: drawCategory(c.icon, c.colour) })),
      ]
    : [];

  const products = withMetricProduct(generateProducts({ seed, count, reference }));
  const reviews = generateReviews(products, { seed, reference });
  const comments = generateComments(products, { seed, reference });
  const content = buildCmsContent(products, reference);
  if (withImages) images.push(...content.images);
  const articles = buildArticles(reference);
  if (withImages) images.push(...articles.images);
  const guidesAndBanners = buildGuidesAndBanners(products, reference);
  content.cms.contentBlocks = guidesAndBanners.data;
  if (withImages) images.push(...guidesAndBanners.images);
  content.cms.help = buildHelpContent(products, content.cms.virtualCategories);
  const branchPages = buildBranchPages(reference);
  content.cms.branchPages = branchPages.rows;
  if (withImages) images.push(...branchPages.images);

  const dataset: Dataset = {
    currencies: copy(CURRENCIES),
    countries: copy(COUNTRIES),
    vatRates: copy(VAT_RATES),
    customerGroups: copy(CUSTOMER_GROUPS),
    warehouses: copy(WAREHOUSES),
    availabilities: copy(AVAILABILITIES),
    brands: copy(BRAND_ROWS),
    parameters: copy(PARAMETERS),
    tags: copy(TAGS),
    categories: copy(CATEGORIES),
    products,
    reviews,
    comments,
    shippers: copy(SHIPPERS),
    payments: copy(PAYMENTS),
    branches: copy(BRANCHES),
    pickupPoints: pickupPoints('pickup-point'),
    menus: copy(MENUS),
    topCategories: copy(TOP_CATEGORIES),
    pages: [...copy(PAGES), ...copy(SHOPPING_INFO_PAGES)],
    settings: { ...copy(SETTINGS), topBanner: copy(TOP_BANNER) },
    images,
    cms: { ...content.cms, articles: articles.articles },
    coupons: copy(COUPONS),
    accounts: copy(ACCOUNTS),
    operators: copy(OPERATORS),
    gifts: copy(GIFTS),
  };
  requireTranslatedSeo(dataset);
  return dataset;
}
