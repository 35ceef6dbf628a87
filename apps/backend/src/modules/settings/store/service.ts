import { toMajor } from '@shop/rules';
import { asc } from 'drizzle-orm';
import type { Country, Currency, CurrencyCode, Globals, Locale, ShopFunctionName } from '@shop/contract';
import {
  checkoutFieldDefaults,
  DEFAULT_CONDITIONS_PAGE,
  DEFAULT_PRICE_DISPLAY,
  defaultLocale,
  defaultShopLanguages,
  locales,
  MAX_CART_AMOUNT,
  shopLanguageNames,
  themePageNames,
  type PriceDisplay,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { perDatabaseCache } from '../../../db/per-database-cache.ts';
import { translate } from '../../../http/locale.ts';
import type { Translated } from '../../../db/columns.ts';
import { countries, currencies, shopSettings, vatRates } from '../tables.ts';

/** The shop's functions (feature flags); a `functions` shop setting overrides single ones. */
const DEFAULT_FUNCTIONS: Record<ShopFunctionName, boolean> = {
  favourites: true,
  wishList: true,
  /** The user menu's shopping lists and saved addresses. */
  shoppingLists: true,
  addressList: true,
  ssrPropertyPicker: true,
  currencyFromIp: true,
  compare: false,
  bulkOrder: false,
  documentsList: false,
  warrantyClaims: false,
  loyalty_credits: false,
  /** The product page adds several variants at once (business customers' batch add). */
  multiVariantAdd: false,
  /** A product box of a product with several variants asks which one before adding. */
  variantChoiceModal: true,
  /** New visitors are offered the newsletter in the welcome campaign's entry dialog. */
  welcomeCampaign: false,
  /** Campaign UTM parameters kept in a cookie (under marketing consent). */
  utmTracking: false,
  /** The affiliate network's `cjevent` click id kept in a cookie (under marketing consent). */
  affiliateTracking: false,
};

const DEFAULT_COUNTRY = 'CZE';
const DEFAULT_CURRENCY: CurrencyCode = 'CZK';
const SHOPPING_DISABLED_TEXT = 'Nákup je dočasně pozastaven. Omlouváme se za komplikace.';

type Amounts = Partial<Record<CurrencyCode, number>>;

/** What a cart needs of the shop settings, read in one query. */
export interface CartSettings {
  /** The free-shipping threshold (major units), or null. */
  freeShippingAt: number | null;
  /** The minimum order value, items with tax (major units), or null. */
  orderMinimumValue: number | null;
  loyaltyCreditsOn: boolean;
  /** The shop's text while shopping is switched off, else null. */
  shoppingDisabledText: string | null;
  /** Pieces one cart line may hold (the `maxPiecesPerLine` setting; goods for one shopper). */
  maxPiecesPerLine: number;
}

export async function cartSettings(db: Db | Tx, currency: Currency): Promise<CartSettings> {
  const values = await settingValues(db, [
    'freeShippingAtWithTax',
    'orderMinimumValueWithTax',
    'functions',
    'shoppingDisabled',
    'maxPiecesPerLine',
  ]);
  const amount = (key: string) => {
    const minor = (values.get(key) as Amounts | undefined)?.[currency.code];
    return typeof minor === 'number' ? toMajor(minor, currency.decimalPlaces) : null;
  };
  const functions = (values.get('functions') ?? {}) as Record<string, unknown>;
  const disabled = values.get('shoppingDisabled') as { enabled?: boolean; text?: string } | undefined;
  return {
    freeShippingAt: amount('freeShippingAtWithTax'),
    orderMinimumValue: amount('orderMinimumValueWithTax'),
    loyaltyCreditsOn: functionIn(functions, 'loyalty_credits'),
    shoppingDisabledText: disabled?.enabled ? (disabled.text ?? SHOPPING_DISABLED_TEXT) : null,
    maxPiecesPerLine: piecesPerLine(values.get('maxPiecesPerLine')),
  };
}

/** The per-line cap: a whole number from 1 up to the contract's largest amount, else that amount. */
const piecesPerLine = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, MAX_CART_AMOUNT)
    : MAX_CART_AMOUNT;

/** Whether a shop function (feature flag) is on: the `functions` setting, else its default. */
export async function isFunctionOn(db: Db | Tx, name: string): Promise<boolean> {
  const functions = (await settingValues(db, ['functions'])).get('functions');
  return functionIn((functions ?? {}) as Record<string, unknown>, name);
}

// Every cart change and page frame reads them; only a data load writes them, which drops the copy.
// A change made straight in the database shows within the time to live.
const settingCache = perDatabaseCache(
  30_000,
  async (db) => {
    const rows = await db.select().from(shopSettings);
    return new Map(rows.map((r) => [r.key, { value: r.value as unknown, isPublic: r.isPublic }]));
  },
  { fillFromTransactions: true },
);

/** Every function's default, for the back office's editor. */
export const shopFunctionDefaults = (): Record<ShopFunctionName, boolean> => ({ ...DEFAULT_FUNCTIONS });

/** A function's switch in the `functions` setting, else its default. */
const functionIn = (set: Record<string, unknown>, name: string): boolean =>
  typeof set[name] === 'boolean' ? set[name] : (DEFAULT_FUNCTIONS[name as ShopFunctionName] ?? false);

// Every cart read and price needs them; they change only with a data load.
const currencyCache = perDatabaseCache(
  30_000,
  async (db) => {
    const rows = await db.select().from(currencies).orderBy(asc(currencies.code));
    return rows.map((c) => ({ ...c, code: c.code as CurrencyCode }));
  },
  { fillFromTransactions: true },
);

export function listCurrencies(db: Db): Promise<Currency[]> {
  return currencyCache.get(db);
}

/** Drops the cached settings, currencies and VAT rates after a data load or a direct change. */
export function invalidateSettings(db: Db): void {
  settingCache.invalidate(db);
  currencyCache.invalidate(db);
  vatRateCache.invalidate(db);
}

/** Decimal places of a currency; a currency the shop does not have is a configuration fault. */
export async function currencyDecimals(db: Db | Tx, code: string): Promise<number> {
  const currency = (await listCurrencies(db as Db)).find((c) => c.code === code);
  if (!currency) throw new Error(`currency ${code} is not configured`);
  return currency.decimalPlaces;
}

// Prices need them on every read; only a data load changes them.
const vatRateCache = perDatabaseCache(
  30_000,
  async (db) => {
    const rows = await db.select().from(vatRates);
    return new Map(rows.map((r) => [`${r.countryCode}:${r.vatClass}`, Number(r.percent)]));
  },
  { fillFromTransactions: true },
);

/** VAT percent of a VAT class in a country (alpha-3), or null when the country has no such rate. */
export async function vatPercent(
  db: Db | Tx,
  countryAlpha3: string,
  vatClass: string,
): Promise<number | null> {
  return (await vatRateCache.get(db as Db)).get(`${countryAlpha3}:${vatClass}`) ?? null;
}

export async function listCountries(db: Db, locale: Locale): Promise<Country[]> {
  const rows = await db.select().from(countries);
  // The shop's own country first, then as stored.
  return rows
    .sort((a, b) => Number(b.alpha3 === DEFAULT_COUNTRY) - Number(a.alpha3 === DEFAULT_COUNTRY))
    .map((c) => ({
      alpha3: c.alpha3,
      alpha2: c.alpha2,
      name: translate(c.name, locale),
      languageCode: c.languageCode,
      currencyCode: c.currencyCode as CurrencyCode,
    }));
}

/** GET /api/v1/globals: contact, thresholds in the request's currency, toggles, countries, forms. */
export async function getGlobals(
  db: Db,
  currency: CurrencyCode,
  locale: Locale,
  domainCode: string,
): Promise<Omit<Globals, 'menus'>> {
  const [settings, countryList, currencyList] = await Promise.all([
    settingCache.get(db),
    listCountries(db, locale),
    listCurrencies(db),
  ]);
  const value = <T>(key: string): T | undefined => {
    const setting = settings.get(key);
    return setting?.isPublic ? (setting.value as T) : undefined;
  };
  const decimals = currencyList.find((c) => c.code === currency)?.decimalPlaces ?? 2;
  const major = (amounts: Amounts | undefined): number | null => {
    const minor = amounts?.[currency];
    return typeof minor === 'number' ? toMajor(minor, decimals) : null;
  };
  const shop = value<Omit<Globals['contact'], 'hours'> & { hours?: Translated }>('shop');
  const disabled = value<{ enabled?: boolean; text?: string }>('shoppingDisabled');
  const meta = value<{ title?: Translated; description?: Translated; keywords?: Translated }>('meta');
  const topBanner = value<{
    enabled?: boolean;
    domains?: string[];
    text?: Translated;
    url?: string;
    linkText?: Translated;
  }>('topBanner');
  return {
    contact: {
      name: shop?.name ?? '',
      email: shop?.email ?? '',
      phone: shop?.phone ?? '',
      street: shop?.street ?? '',
      city: shop?.city ?? '',
      postcode: shop?.postcode ?? '',
      countryCode: shop?.countryCode ?? DEFAULT_COUNTRY,
      ico: shop?.ico ?? '',
      dic: shop?.dic ?? '',
      hours: shop?.hours ? translate(shop.hours, locale) : '',
    },
    domain: {
      code: domainCode,
      defaultLocale,
      defaultCurrency: DEFAULT_CURRENCY,
      defaultCountry: DEFAULT_COUNTRY,
    },
    freeShippingAt: major(value<Amounts>('freeShippingAtWithTax')),
    orderMinimumValue: major(value<Amounts>('orderMinimumValueWithTax')),
    orderGiftAt: major(value<Amounts>('orderGiftAtWithTax')),
    settings: {
      functions: { ...DEFAULT_FUNCTIONS, ...value<Record<string, boolean>>('functions') },
      integrations: value<Record<string, string>>('integrations') ?? {},
    },
    meta: {
      title: meta?.title ? translate(meta.title, locale) : (shop?.name ?? ''),
      description: meta?.description ? translate(meta.description, locale) : '',
      keywords: meta?.keywords ? translate(meta.keywords, locale) : '',
    },
    countries: countryList,
    forms: {
      businessTypes: ['b2c', 'b2b'],
      defaultCountry: DEFAULT_COUNTRY,
      formalTitles: [
        { code: 'Mr', name: 'Pan' },
        { code: 'Mrs', name: 'Paní' },
      ],
    },
    configuration: {
      cart: {
        shopping_disabled: disabled?.enabled ?? false,
        shopping_disabled_text: disabled?.text ?? SHOPPING_DISABLED_TEXT,
      },
      product: { show_free_delivery_tag_by_price: value<boolean>('showFreeDeliveryTagByPrice') ?? true },
      checkout: {
        fields: {
          ...checkoutFieldDefaults,
          ...withoutPage(value<Record<string, unknown>>('checkoutFields')),
        },
        conditionsPage:
          value<{ conditionsPage?: string }>('checkoutFields')?.conditionsPage ?? DEFAULT_CONDITIONS_PAGE,
      },
      pages: {
        ...Object.fromEntries(themePageNames.map((n) => [n, true])),
        ...value<Record<string, boolean>>('pages'),
      },
      currency: priceDisplayFlags(value<PriceDisplay>('priceDisplay') ?? DEFAULT_PRICE_DISPLAY),
      top_banner: {
        enabled: Boolean(topBanner?.enabled && topBanner.text),
        domain_enabled: topBanner?.domains ?? [],
        text: topBanner?.text ? translate(topBanner.text, locale) : '',
        url: topBanner?.url ?? null,
        link_text: topBanner?.linkText ? translate(topBanner.linkText, locale) : null,
      },
    },
    languages: offeredLanguages(value<unknown>('languages')).map((code) => ({
      code,
      name: shopLanguageNames[code],
      default: code === defaultLocale,
    })),
  };
}

/** The checkout fields' flags of the setting, without the terms page's path. */
function withoutPage(setting: Record<string, unknown> | undefined): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(setting ?? {}).filter(([, v]) => typeof v === 'boolean'),
  ) as Record<string, boolean>;
}

/** The display cookies' flags of the price display: with VAT shown, and both prices shown. */
function priceDisplayFlags(display: PriceDisplay): { displayVAT: boolean; displayBothPrices: boolean } {
  return { displayVAT: display !== 'withoutVat', displayBothPrices: display === 'both' };
}

/** The offered languages in the shop's order: the `languages` setting, else Czech only; Czech always. */
function offeredLanguages(setting: unknown): Locale[] {
  const chosen = Array.isArray(setting) ? setting : defaultShopLanguages;
  return locales.filter((l) => l === defaultLocale || chosen.includes(l));
}

/**
 * Shop settings by key, private ones included (the bank account is never public): for the modules
 * that need them.
 */
export async function settingValues(db: Db | Tx, keys: string[]): Promise<Map<string, unknown>> {
  const all = await settingCache.get(db as Db);
  return new Map(keys.flatMap((k) => (all.has(k) ? [[k, all.get(k)!.value] as const] : [])));
}
