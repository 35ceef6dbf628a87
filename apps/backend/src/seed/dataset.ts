import type { Locale, PickupPointCountryList } from '@shop/contract';
import type { Translated } from '../db/columns.ts';
import type { BranchPageRow } from './branch-dataset.ts';
import type { ArticleDataset } from './article-dataset.ts';
import type { ContentBlocksDataset } from './content-blocks-dataset.ts';
import type { HelpDataset } from './help-dataset.ts';

export type { Translated };

/**
 * The demo data set as plain data: what the generator in `demo/` produces and the loader writes
 * into the modules' tables. Keeping it free of database types lets the generator be tested and
 * reused by the scale generator without a database.
 *
 * Money is in minor units (haléře, cents). A price is set with VAT, as Czech shops price goods;
 * the price without VAT is derived with the VAT rate of the product's VAT class in the country.
 * Ids are stable positive integers so the data set is deterministic for a given seed.
 */

export type LocaleCode = 'cs' | 'sk' | 'de';

/**
 * A page's SEO title and meta description, each in Czech and the locales it is translated to; a
 * locale without its own text gets the Czech one.
 */
export interface SeoTexts {
  title?: Translated;
  description?: Translated;
}

export type CountryCode = 'CZE' | 'SVK' | 'DEU' | 'AUT' | 'POL' | 'HUN';
export type CurrencyCode = 'CZK' | 'EUR';
export type VatClass = 'standard' | 'reduced' | 'reduced2';

export interface CurrencyRow {
  code: CurrencyCode;
  symbol: string;
  symbolPlacement: 'left' | 'right';
  decimalPlaces: number;
  decimalPoint: string;
  millesimalPoint: string;
}
export interface CountryRow {
  alpha3: CountryCode;
  alpha2: string;
  name: Translated;
  languageCode: LocaleCode | 'en';
  currency: CurrencyCode;
}
/** CZ 21 % standard, 12 % reduced; SK 23 % standard, 19 % reduced, 5 % reduced2. */
export interface VatRateRow {
  country: CountryCode;
  vatClass: VatClass;
  percent: number;
}
export interface CustomerGroupRow {
  code: string;
  name: string;
  variant: 'b2c' | 'b2b';
  restricted: boolean;
}
export interface WarehouseRow {
  id: number;
  code: string;
  name: string;
  /** A virtual warehouse is stock at a supplier: orderable, with extra delay days. */
  virtual: boolean;
  delayDays: number;
}
export interface AvailabilityRow {
  code: string;
  text: Translated;
  soldText: Translated;
  isAvailable: boolean;
  delayDays: number;
}
export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  weight: number;
  description: Translated;
}
export interface ParameterValueRow {
  id: number;
  code: string;
  name: Translated;
  /** For colour parameters. */
  colorHex?: string;
  position: number;
}
export interface ParameterRow {
  id: number;
  code: string;
  name: Translated;
  kind: 'select' | 'color' | 'number';
  unit?: string;
  /** True when variants differ by it (colour, size); false for descriptive product parameters. */
  variantDefining: boolean;
  values: ParameterValueRow[];
}
export interface TagRow {
  id: number;
  code: string;
  text: Translated;
  color: string;
  visibleInCatalog: boolean;
  visibleInContent: boolean;
}
export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  name: Translated;
  /** HTML (headings, paragraphs, lists) shown above the product list. */
  description: Translated;
  textBelowProducts?: Translated;
  position: number;
  /** Image path under the media root, e.g. `categories/lubrikacni-gely.svg`. */
  image: string;
  /** catalog_settings: parameters shown as filters; important ones first, closed ones collapsed. */
  filterParameters: { parameterId: number; important: boolean; closed: boolean }[];
  seo: SeoTexts & { noindex?: boolean };
}
export interface QuantityPriceRow {
  fromAmount: number;
  unitWithTax: number;
}
export interface PriceRow {
  currency: CurrencyCode;
  /** null: the price for everyone without a group price. */
  customerGroup: string | null;
  unitWithTax: number;
  /** Price before the discount; set only when discounted (greater than unitWithTax). */
  originalWithTax?: number;
  /** Manufacturer's recommended retail price. */
  recommendedWithTax?: number;
  quantityPrices: QuantityPriceRow[];
}
/** A past price, for the lowest price of the last 30 days (EU price-indication rule). */
export interface PriceHistoryRow {
  currency: CurrencyCode;
  customerGroup: string | null;
  unitWithTax: number;
  /** ISO date (YYYY-MM-DD) from which this price applied; the current price applies from the newest. */
  validFrom: string;
}
export interface StockRow {
  warehouseId: number;
  quantity: number;
}
export interface VariantRow {
  id: number;
  code: string;
  ean: string;
  name: Translated;
  isDefault: boolean;
  /** Variant-defining parameter values (colour, size). */
  parameterValueIds: number[];
  availabilityCode: string;
  soldAvailabilityCode: string;
  /** Amounts are in the smallest orderable unit: 10^quantityDecimals of them to a shown unit. */
  amountMin: number;
  amountMax: number | null;
  /** Decimals the shopper may type (metric goods); 0 or absent: whole pieces. */
  quantityDecimals?: number;
  /** Stock is not checked (made to order, downloadable): shown as unlimited. */
  checkStock: boolean;
  image: string;
  prices: PriceRow[];
  priceHistory: PriceHistoryRow[];
  stock: StockRow[];
}
export interface ProductRow {
  id: number;
  slug: string;
  name: Translated;
  perex: Translated;
  /** HTML. */
  description: Translated;
  catalogCode: string;
  marketingCode: string;
  brandId: number;
  categoryId: number;
  /** Further categories the product is listed in. */
  extraCategoryIds: number[];
  vatClass: VatClass;
  /** 0 to 100. */
  rating: number;
  ratingCount: number;
  unit: 'ks' | 'bm' | 'bal';
  tagIds: number[];
  /** Descriptive parameter values (material, volume, purpose …). */
  parameterValueIds: number[];
  mainImage: string;
  hoverImage: string | null;
  saleable: boolean;
  /** Shipper codes that ship this product for free. */
  freeShipperCodes: string[];
  /** 'N+1' quantity discount: buy N, get one free. */
  nPlusOne: number | null;
  /** The N+1 promotion's last day (YYYY-MM-DD, inclusive); null or absent: it runs until removed. */
  nPlusOneUntil?: string | null;
  /** Price in loyalty credits (whole crowns' worth); null or absent: not for credits. */
  creditPrice?: number | null;
  /** ISO date-time. */
  createdAt: string;
  variants: VariantRow[];
}
export interface ShipperRow {
  id: number;
  code: string;
  type: 'PERSONAL' | 'PICKUP_POINT' | 'COURIER';
  name: Translated;
  description: Translated;
  requiredAddress: boolean;
  prices: { currency: CurrencyCode; priceWithTax: number; freeFromWithTax: number | null }[];
  /** Working days from ordering to delivery when ordered before closesAt. */
  deliveryDays: number;
  /** HH:MM local time after which an order counts as the next day. */
  closesAt: string;
  blockedPaymentCodes: string[];
  countries: CountryCode[];
  position: number;
  /** The carrier network that carries its parcels; absent: the shop's own. */
  carrier?: 'packeta';
}
export interface PaymentRow {
  id: number;
  code: 'card' | 'bank_transfer' | 'cod';
  /** How it is paid: online at a gateway, by bank transfer (QR payment), or on delivery. */
  kind: 'gateway' | 'bank_transfer' | 'cod';
  name: Translated;
  description: Translated;
  prices: { currency: CurrencyCode; priceWithTax: number }[];
  position: number;
}
/** A point of a pickup-point network, belonging to a PICKUP_POINT shipper by its code. */
export interface PickupPointRow {
  shipperCode: string;
  remoteId: string;
  name: string;
  street: string;
  city: string;
  /** Five digits, no space. */
  postcode: string;
  countryCode: string;
  region: string;
  latitude: number;
  longitude: number;
  openingHours: string[];
  directions?: string;
  closed?: boolean;
  statusNote?: string;
}

export interface BranchRow {
  id: number;
  slug: string;
  title: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: CountryCode;
  latitude: number;
  longitude: number;
  warehouseId: number;
  /** One line per day, Monday first. */
  openingHours: string[];
  phone: string;
  email: string;
  description: Translated;
  payWithCard: boolean;
  region: string;
  weight: number;
}
export interface MenuItemRow {
  title: Translated;
  /** Target: a category by id, or a storefront path. */
  link: { categoryId: number } | { path: string };
  children: MenuItemRow[];
}
export interface MenuRow {
  code: 'main' | 'footer-1' | 'footer-2';
  items: MenuItemRow[];
}
export interface TopCategoryRow {
  id: string;
  title: Translated;
  type: 'category' | 'links';
  image: string | null;
  categoryIds: number[];
  links: { title: Translated; categoryId?: number; path?: string }[];
  weight: number;
}
export interface PageRow {
  slug: string;
  title: Translated;
  /** HTML. */
  content: Translated;
  seo: SeoTexts;
  /** The box under the page inviting the reader to get in touch (description in HTML). */
  contactBox?: { title: Translated; description: Translated; showButton: boolean };
}
/** An order gift: a variant (by code) offered from a cart value on, per currency (minor units). */
export interface GiftRow {
  variantCode: string;
  priceFrom: Partial<Record<CurrencyCode, number>>;
  /** What the gift costs, 0 for free. */
  prices: Partial<Record<CurrencyCode, number>>;
  position: number;
}
export interface CouponRow {
  /** Upper case. */
  code: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  percent?: number;
  /** Minor units per currency. */
  amounts?: Partial<Record<CurrencyCode, number>>;
  validFrom?: string;
  validTo?: string;
  usageLimit?: number;
  usedCount?: number;
}

export interface SettingsRow {
  freeShippingAtWithTax: Record<CurrencyCode, number>;
  orderMinimumValueWithTax: Record<CurrencyCode, number>;
  shop: {
    name: string;
    email: string;
    phone: string;
    street: string;
    city: string;
    postcode: string;
    countryCode: CountryCode;
    ico: string;
    dic: string;
    /** When the customer line answers (Po–Pá 8:00–16:00), per language. */
    hours?: Translated;
  };
  /** Shop functions (feature flags) that differ from the defaults, e.g. loyalty_credits. */
  functions?: Record<string, boolean>;
  /** Where bank transfers go (QR payment); a private setting. Absent: no bank transfer details. */
  bankAccount?: {
    /** Czech domestic form `[prefix-]number/bankCode`. */
    accountNumber: string;
    bic: string;
  };
  /** Category slugs (their subcategories included) of sealed hygiene goods (§1837 OZ); absent: none. */
  sealedHygieneCategories?: string[];
  /** The bar above the header, shown on the listed domain codes (cz, sk) while enabled; absent: none. */
  topBanner?: { enabled: boolean; domains: string[]; text: Translated; url?: string; linkText?: Translated };
  /** The languages the storefront offers; absent: the shop's default, Czech only. */
  languages?: Locale[];
  /** The countries whose pickup points the checkout lists; absent: the shop's default, Czech only. */
  pickupPointCountries?: PickupPointCountryList;
}

/** CMS content of the catalogue (virtual and filtered categories, category extras, …). */
export interface VirtualCategoryRow {
  id: number;
  slug: string;
  title: Translated;
  /** HTML. */
  description?: Translated;
  tagIds: number[];
  /** Each stands for its whole subtree. */
  categoryIds: number[];
  excludedCategoryIds: number[];
  /** Per parameter the allowed values (OR); parameters are ANDed. */
  parameters: { entityId: number; values: number[] }[];
  /**
   * Unit price with tax, minor units, per currency: a shopper paying in a currency the range is set
   * in filters by its bounds; in another currency, by the bounds of the first one set.
   */
  priceRanges?: Partial<Record<CurrencyCode, { from?: number; to?: number }>>;
  seo: SeoTexts;
}
export interface FilteredCategoryRow {
  id: number;
  slug: string;
  categoryId: number;
  title: Translated;
  description?: Translated;
  parameterValueIds: number[];
  seo: SeoTexts;
}
export interface CategoryCmsRow {
  categoryId: number;
  bannerImage?: string;
  faq?: { id: string; title: Translated; content: Translated }[];
  smallBanners?: {
    id: string;
    title: Translated;
    description?: Translated;
    weight: number;
    customerGroups: string[];
    link?: string;
    image?: string;
  }[];
  video?: { title: Translated; url: string };
  catalogBanners?: {
    id: string;
    position: number;
    image: string;
    title: Translated;
    url?: string;
    customerGroups: string[];
    /** ISO date-times; a time-limited banner needs both to show. */
    timeLimit?: { start?: string; end?: string };
    itemId?: string;
    itemName?: string;
  }[];
  limitedOffers?: {
    id: string;
    type: 'product' | 'banner';
    title: Translated;
    active: boolean;
    from?: string;
    until: string;
    textButton?: Translated;
    domains: string[];
    productId?: number;
  }[];
}
export interface CmsDataset {
  virtualCategories: VirtualCategoryRow[];
  filteredCategories: FilteredCategoryRow[];
  categoryContent: CategoryCmsRow[];
  /** Colour parameter values' swatch pictures (others use their colorHex only). */
  colourImages: { valueId: number; image: string }[];
  brands: { brandId: number; logo?: string; description?: Translated }[];
  materials: { valueId: number; hygiene?: Translated; lubricants?: Translated; description?: Translated }[];
  redirects: { from: string; to: string; status?: 301 | 302 | 308 }[];
  urlRewrites: { locale: LocaleCode; path: string; pageSlug: string }[];
  /** Branch pages (the shop's stores with hours, map and people); absent: none. */
  branchPages?: BranchPageRow[];
  /** Articles with their categories, tags and authors; absent: none. */
  articles?: ArticleDataset;
  /** Content pages, curated guides, wide banners and info boxes; absent: none. */
  contentBlocks?: ContentBlocksDataset;
  /** The FAQ, the glossary and the infomails; absent: none. */
  help?: HelpDataset;
}

/** A shopper's review of a product (rating 0 to 100, as products' rating). */
export interface ReviewRow {
  id: number;
  productId: number;
  rating: number;
  /** null: stars only. */
  text: string | null;
  authorFirstName: string;
  authorCity: string | null;
  /** The author bought the product and it was shipped. */
  shippedPurchase: boolean;
  /** ISO date-time. */
  createdAt: string;
}

/** A shopper's question or remark about a product, with the shop's answer once given. */
export interface CommentRow {
  id: number;
  productId: number;
  authorName: string;
  text: string;
  answer: string | null;
  /** ISO date-time. */
  createdAt: string;
}

export interface Dataset {
  currencies: CurrencyRow[];
  countries: CountryRow[];
  vatRates: VatRateRow[];
  customerGroups: CustomerGroupRow[];
  warehouses: WarehouseRow[];
  availabilities: AvailabilityRow[];
  brands: BrandRow[];
  parameters: ParameterRow[];
  tags: TagRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  shippers: ShipperRow[];
  payments: PaymentRow[];
  branches: BranchRow[];
  /** Pickup-point networks' points; absent in older data sets. */
  pickupPoints?: PickupPointRow[];
  menus: MenuRow[];
  topCategories: TopCategoryRow[];
  pages: PageRow[];
  settings: SettingsRow;
  /** Product reviews; products' rating and ratingCount agree with them. */
  reviews?: ReviewRow[];
  /** Product comments; absent in older data sets. */
  comments?: CommentRow[];
  /** Images to draw: path under the media root and its SVG source. */
  images: { path: string; svg: string }[];
  /** CMS content of the catalogue; absent in older data sets. */
  cms?: CmsDataset;
  /** Discount coupons; absent in older data sets. */
  coupons?: CouponRow[];
  /** Order gifts; absent in older data sets. */
  gifts?: GiftRow[];
  /** Customer accounts to try log-in and loyalty credits with; absent in older data sets. */
  accounts?: AccountRow[];
  /** Back-office operators to try it with; absent in older data sets. */
  operators?: OperatorRow[];
}

export interface OperatorRow {
  email: string;
  name: string;
  /** Stored as an argon2id hash only. */
  password: string;
  /** operators.roles.code: owner, orders, content, catalogue. */
  role: string;
}

export interface AccountRow {
  email: string;
  /** Stored as an argon2id hash only. */
  password: string;
  firstName: string;
  lastName: string;
  variant: 'b2c' | 'b2b';
  groups: string[];
  /** Loyalty credits to start with, minor units of CZK. */
  credits: number;
}
