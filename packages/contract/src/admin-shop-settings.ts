import { z } from 'zod';
import { currencyCodes, defaultLocale, locales } from './headers.ts';
import { pickupPointCountryLists } from './regions.ts';

/**
 * The shop's rules in the back office (permission `settings`): shippers and payment methods with
 * their prices per currency and the combinations that are not allowed, and the shop settings
 * (`settings.shop_settings`: free shipping, order minimum, contact, switchable functions, top
 * banner, bank account, exchange rates, sealed hygiene categories, the loyalty rule …). Money is
 * in whole units with VAT (crowns, euros); the server keeps minor units.
 */

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A sum of money in whole units: not negative, at most two decimal places. */
const money = z
  .number({ error: 'Zadejte částku.' })
  .min(0, 'Částka nesmí být záporná.')
  .max(10_000_000, 'Částka může být nejvýše 10 000 000.')
  .refine(twoDecimals, 'Částka může mít nejvýše dvě desetinná místa.');

const currency = z.enum(currencyCodes, { error: 'Neznámá měna.' });

/** Czech texts of a whole object's problems: keys it does not know, or not an object at all. */
const keysError =
  (unknown: string, otherwise: string) =>
  (issue: unknown): string => {
    const i = issue as { code?: string; keys?: string[] };
    return i.code === 'unrecognized_keys' && i.keys ? `${unknown}: ${i.keys.join(', ')}.` : otherwise;
  };
const objectError = (what: string) => keysError('Neznámá položka', `Zadejte ${what}.`);

/** A text in the shop's languages: Czech required, Slovak and German where translated. */
const translatedText = (max: number, required = true) =>
  z.strictObject(
    {
      cs: required
        ? z
            .string({ error: 'Zadejte český text.' })
            .trim()
            .min(1, 'Zadejte český text.')
            .max(max, `Nejvýše ${max} znaků.`)
        : z.string({ error: 'Neplatný text.' }).trim().max(max, `Nejvýše ${max} znaků.`),
      sk: z.string({ error: 'Neplatný text.' }).trim().max(max, `Nejvýše ${max} znaků.`).optional(),
      de: z.string({ error: 'Neplatný text.' }).trim().max(max, `Nejvýše ${max} znaků.`).optional(),
    },
    { error: objectError('texty v češtině, slovenštině a němčině') },
  );
export const shopRuleTranslated = z.object({
  cs: z.string(),
  sk: z.string().optional(),
  de: z.string().optional(),
});
export type ShopRuleTranslated = z.infer<typeof shopRuleTranslated>;

/* ---------- shippers and payments ---------- */

export const shipperTypes = ['PERSONAL', 'PICKUP_POINT', 'COURIER'] as const;
export const shipperTypeLabels: Record<(typeof shipperTypes)[number], string> = {
  PERSONAL: 'Osobní odběr na prodejně',
  PICKUP_POINT: 'Výdejní místa',
  COURIER: 'Kurýr na adresu',
};
export const paymentMethodKindLabels: Record<'gateway' | 'bank_transfer' | 'cod', string> = {
  gateway: 'Platební brána (karta)',
  bank_transfer: 'Bankovní převod',
  cod: 'Dobírka',
};

/** Czech texts of the refusals of shippers and payments; their codes are `shipping.<key>`. */
export const shippingAdminErrors = {
  codeFormat: 'Kód může mít jen malá písmena bez diakritiky, číslice, pomlčku a podtržítko (2–40 znaků).',
  codeTaken: 'Tento kód už je použitý.',
  nameRequired: 'Zadejte český název.',
  deliveryDays: 'Počet pracovních dnů do doručení musí být celé číslo od 0 do 30.',
  closesAt: 'Uzávěrku zadejte jako čas HH:MM (např. 14:00).',
  countries: 'Neznámá země: {countries}.',
  countriesRequired: 'Vyberte aspoň jednu zemi, kam dopravce doručuje.',
  blockedUnknown: 'Neznámá platba: {codes}.',
  pricesRequired: 'Zadejte cenu aspoň v jedné měně.',
  priceDuplicate: 'Každá měna smí mít jen jednu cenu.',
  price: 'Cena musí být nejméně 0, nejvýše 1 000 000 a mít nejvýše dvě desetinná místa.',
  freeFrom:
    'Hranice dopravy zdarma musí být kladná a mít nejvýše dvě desetinná místa (nevyplněná: nikdy zdarma).',
  position: 'Pořadí musí být celé číslo od 0 do 9999.',
  unknownShipper: 'Neznámý dopravce.',
} as const;

export const adminShipperPrice = z.object({
  currency,
  /** With VAT, whole units. */
  price: z.number(),
  /** Free from this cart value (items with VAT); null: never free by its own limit. */
  freeFrom: z.number().nullable(),
});
export type AdminShipperPrice = z.infer<typeof adminShipperPrice>;

export const adminShipper = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(shipperTypes),
  name: shopRuleTranslated,
  description: shopRuleTranslated,
  requiredAddress: z.boolean(),
  deliveryDays: z.number().int(),
  /** HH:MM, orders before it count today. */
  closesAt: z.string(),
  /** Country alpha-3 codes it delivers to. */
  countries: z.array(z.string()),
  /** Payment codes that cannot go with it. */
  blockedPaymentCodes: z.array(z.string()),
  position: z.number().int(),
  enabled: z.boolean(),
  prices: z.array(adminShipperPrice),
});
export type AdminShipper = z.infer<typeof adminShipper>;
export const adminShipperList = z.object({ data: z.array(adminShipper), total: z.number().int() });
export const adminShipperResponse = z.object({ data: adminShipper });
export const adminShipperFields = z.object({
  type: z.enum(shipperTypes),
  name: shopRuleTranslated,
  description: shopRuleTranslated,
  requiredAddress: z.boolean(),
  deliveryDays: z.number(),
  closesAt: z.string().max(10),
  countries: z.array(z.string().max(3)).max(60),
  /** Left out: kept as they are (the shipper × payment grid edits them). */
  blockedPaymentCodes: z.array(z.string().max(60)).max(60).optional(),
  position: z.number(),
  enabled: z.boolean(),
  prices: z.array(adminShipperPrice).max(currencyCodes.length + 5),
});
export const adminShipperCreateBody = adminShipperFields.extend({ code: z.string().max(60) });
export type AdminShipperCreateBody = z.infer<typeof adminShipperCreateBody>;
export const adminShipperUpdateBody = adminShipperFields;
export type AdminShipperUpdateBody = z.infer<typeof adminShipperUpdateBody>;
export const shopRuleIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminPaymentPrice = z.object({ currency, price: z.number() });
export const adminPayment = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['gateway', 'bank_transfer', 'cod']),
  name: shopRuleTranslated,
  description: shopRuleTranslated,
  position: z.number().int(),
  enabled: z.boolean(),
  prices: z.array(adminPaymentPrice),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentList = z.object({ data: z.array(adminPayment), total: z.number().int() });
export const adminPaymentResponse = z.object({ data: adminPayment });
export const adminPaymentFields = z.object({
  kind: z.enum(['gateway', 'bank_transfer', 'cod']),
  name: shopRuleTranslated,
  description: shopRuleTranslated,
  position: z.number(),
  enabled: z.boolean(),
  prices: z.array(adminPaymentPrice).max(currencyCodes.length + 5),
});
export const adminPaymentCreateBody = adminPaymentFields.extend({ code: z.string().max(60) });
export type AdminPaymentCreateBody = z.infer<typeof adminPaymentCreateBody>;
export const adminPaymentUpdateBody = adminPaymentFields;
export type AdminPaymentUpdateBody = z.infer<typeof adminPaymentUpdateBody>;

/** The shipper × payment grid: for each shipper the payment codes it cannot go with. */
export const adminBlockedPayments = z.object({
  shippers: z.array(
    z.object({ id: z.number().int(), blockedPaymentCodes: z.array(z.string().max(60)).max(60) }),
  ),
});
export type AdminBlockedPayments = z.infer<typeof adminBlockedPayments>;
export const adminBlockedPaymentsResponse = z.object({ data: adminBlockedPayments });

/* ---------- shop settings ---------- */

/** The shop's switchable functions, with what each does in Czech. */
export const shopFunctionLabels = {
  favourites: 'Oblíbené produkty',
  wishList: 'Seznam přání',
  shoppingLists: 'Nákupní seznamy v uživatelském menu',
  addressList: 'Uložené adresy v uživatelském menu',
  ssrPropertyPicker: 'Výběr vlastností varianty vykreslený na serveru',
  currencyFromIp: 'Měna podle země návštěvníka',
  compare: 'Porovnání produktů',
  bulkOrder: 'Hromadná objednávka',
  documentsList: 'Seznam dokladů v účtu zákazníka',
  warrantyClaims: 'Reklamace v účtu zákazníka',
  loyalty_credits: 'Uplatnění věrnostních kreditů v košíku',
  multiVariantAdd: 'Přidání více variant najednou (firemní zákazníci)',
  variantChoiceModal: 'Dotaz na variantu při přidání z výpisu',
  welcomeCampaign: 'Nabídka newsletteru novým návštěvníkům',
  utmTracking: 'Ukládání UTM parametrů kampaní (se souhlasem)',
  affiliateTracking: 'Ukládání kliku z affiliate sítě (se souhlasem)',
} as const;
export type ShopFunctionName = keyof typeof shopFunctionLabels;
export const shopFunctionNames = Object.keys(shopFunctionLabels) as ShopFunctionName[];

const amountsPerCurrency = z.partialRecord(currency, money, {
  error: keysError('Neznámá měna', 'Zadejte částky po měnách.'),
});
const flag = z.boolean({ error: 'Zvolte ano, nebo ne.' });
const slug = z
  .string({ error: 'Zadejte adresu kategorie.' })
  .trim()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Adresa kategorie smí mít jen malá písmena bez diakritiky, číslice a pomlčky.',
  );

/** The loyalty rule: whether delivered orders of registered customers earn credits, and how much. */
export const loyaltySetting = z.strictObject(
  {
    enabled: flag,
    /** Percent of the goods value (without shipping and payment), up to two decimals. */
    percentOfDelivered: z
      .number({ error: 'Zadejte podíl v procentech.' })
      .min(0, 'Podíl nesmí být záporný.')
      .max(50, 'Podíl může být nejvýše 50 %.')
      .refine(twoDecimals, 'Podíl může mít nejvýše dvě desetinná místa.'),
  },
  { error: objectError('zda se kredity připisují a podíl v procentech') },
);
export type LoyaltySetting = z.infer<typeof loyaltySetting>;

/** The checkout's optional fields and consents the shop offers, with what each is in Czech. */
export const checkoutFieldLabels = {
  formalTitle: 'Oslovení (pan, paní)',
  dateOfBirth: 'Datum narození',
  cardRequest: 'Žádost o zákaznickou kartu',
  businessTerms: 'Souhlas s obchodními podmínkami pro firmy (nákup na firmu)',
  customOrderNumber: 'Vlastní číslo objednávky',
  newsletter: 'Souhlas s newsletterem',
  smsMarketing: 'Souhlas s SMS novinkami',
  magazine: 'Souhlas se zasíláním časopisu',
  heurekaSurvey: 'Dotazník spokojenosti Heureka',
  zboziSurvey: 'Dotazník spokojenosti Zboží.cz',
} as const;
export type CheckoutFieldName = keyof typeof checkoutFieldLabels;
export const checkoutFieldNames = Object.keys(checkoutFieldLabels) as CheckoutFieldName[];
/** What the checkout offers while the shop has not chosen: the consents, the title and the order number. */
export const checkoutFieldDefaults: Record<CheckoutFieldName, boolean> = {
  formalTitle: true,
  dateOfBirth: false,
  cardRequest: false,
  businessTerms: false,
  customOrderNumber: true,
  newsletter: true,
  smsMarketing: true,
  magazine: true,
  heurekaSurvey: true,
  zboziSurvey: true,
};
/** The terms page the checkout links to while the shop has not chosen another (a CMS page's path). */
export const DEFAULT_CONDITIONS_PAGE = '/vse-o-nakupu/obchodni-podminky';

/** The pages the theme may switch off (they answer 404 and leave the menus), with Czech names. */
export const themePageLabels = {
  checkout: 'Pokladna',
  user: 'Uživatelský účet',
  login: 'Přihlášení',
  registration: 'Registrace',
  contact: 'Kontakt',
  faq: 'Časté dotazy',
  brands: 'Značky',
  branches: 'Prodejny',
  articles: 'Články',
  compare: 'Porovnání produktů',
  bulkOrder: 'Rychlá objednávka',
  error403: 'Chybová stránka 403 (přístup odepřen)',
  error404: 'Chybová stránka 404 (stránka nenalezena)',
  error500: 'Chybová stránka 500 (chyba serveru)',
} as const;
export type ThemePageName = keyof typeof themePageLabels;
export const themePageNames = Object.keys(themePageLabels) as ThemePageName[];

/** How prices show: both with and without VAT (the default), or only one of them. */
/** Third-party services whose public identifier the storefront needs. */
export const integrationLabels = {
  consentId: 'Správa souhlasů s cookies (ID)',
  gtmId: 'Google Tag Manager (ID kontejneru)',
  pickupPointKey: 'Výdejní místa (veřejný klíč)',
  certificationPublicKey: 'Ověřeno zákazníky (veřejný klíč)',
  addressLookupKey: 'Našeptávač adres (veřejný klíč)',
} as const;
export type IntegrationName = keyof typeof integrationLabels;
export const integrationNames = Object.keys(integrationLabels) as IntegrationName[];

export const priceDisplays = ['both', 'withVat', 'withoutVat'] as const;
export type PriceDisplay = (typeof priceDisplays)[number];
export const priceDisplayLabels: Record<PriceDisplay, string> = {
  both: 'S DPH i bez DPH',
  withVat: 'Jen s DPH',
  withoutVat: 'Jen bez DPH',
};
export const DEFAULT_PRICE_DISPLAY: PriceDisplay = 'both';

/**
 * Each shop setting an operator may edit, with the shape of its value. Amounts (`…WithTax`) are
 * whole units per currency. Maintenance has its own switch (PUT /api/admin/v1/maintenance).
 */
export const shopSettingSchemas = {
  freeShippingAtWithTax: amountsPerCurrency,
  orderMinimumValueWithTax: amountsPerCurrency,
  orderGiftAtWithTax: amountsPerCurrency,
  shop: z.strictObject(
    {
      name: z
        .string({ error: 'Zadejte název.' })
        .trim()
        .min(1, 'Zadejte název obchodu.')
        .max(200, 'Nejvýše 200 znaků.'),
      email: z.email({ error: 'Zadejte platný e-mail.' }),
      phone: z
        .string({ error: 'Zadejte telefon.' })
        .trim()
        .min(5, 'Zadejte telefon.')
        .max(40, 'Nejvýše 40 znaků.'),
      street: z
        .string({ error: 'Zadejte ulici.' })
        .trim()
        .min(1, 'Zadejte ulici.')
        .max(200, 'Nejvýše 200 znaků.'),
      city: z
        .string({ error: 'Zadejte město.' })
        .trim()
        .min(1, 'Zadejte město.')
        .max(200, 'Nejvýše 200 znaků.'),
      postcode: z
        .string({ error: 'Zadejte PSČ.' })
        .trim()
        .regex(/^\d{3} ?\d{2}$/, 'PSČ má pět číslic, např. 110 00.'),
      countryCode: z.enum(['CZE', 'SVK', 'DEU', 'AUT', 'POL'], { error: 'Vyberte zemi.' }),
      ico: z
        .string({ error: 'Zadejte IČO.' })
        .trim()
        .regex(/^\d{8}$/, 'IČO má osm číslic.'),
      dic: z
        .string({ error: 'Zadejte DIČ.' })
        .trim()
        .regex(/^(CZ\d{8,10})?$/, 'DIČ má tvar CZ a 8 až 10 číslic (nevyplněné: neplátce DPH).'),
      /** The commercial-register entry printed on tax documents. */
      registration: z.string({ error: 'Neplatný text.' }).trim().max(300, 'Nejvýše 300 znaků.').optional(),
      /** When the customer line answers, per language. */
      hours: translatedText(200, false).optional(),
    },
    { error: objectError('kontakt obchodu') },
  ),
  functions: z.partialRecord(z.enum(shopFunctionNames as [ShopFunctionName, ...ShopFunctionName[]]), flag, {
    error: keysError('Neznámá funkce', 'Zadejte funkce a jejich stav.'),
  }),
  topBanner: z.strictObject(
    {
      enabled: flag,
      /** Domain codes the bar shows on. */
      domains: z.array(z.enum(['cz', 'sk'], { error: 'Lišta se zobrazuje jen na doménách cz a sk.' })).max(2),
      text: translatedText(300),
      url: z
        .string({ error: 'Neplatný odkaz.' })
        .trim()
        .max(500, 'Nejvýše 500 znaků.')
        .regex(/^(\/|https:\/\/)/, 'Odkaz začíná lomítkem (stránka obchodu) nebo https://.')
        .optional(),
      linkText: translatedText(80, false).optional(),
    },
    { error: objectError('horní lištu') },
  ),
  bankAccount: z.strictObject(
    {
      accountNumber: z
        .string({ error: 'Zadejte číslo účtu.' })
        .trim()
        .regex(/^(\d{1,6}-)?\d{2,10}\/\d{4}$/, 'Číslo účtu zadejte jako [předčíslí-]číslo/kód banky.'),
      bic: z
        .string({ error: 'Zadejte BIC.' })
        .trim()
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'BIC (SWIFT) má 8 nebo 11 znaků, např. FIOBCZPP.'),
    },
    { error: objectError('bankovní účet') },
  ),
  exchangeRates: z.strictObject(
    {
      EUR: z
        .number({ error: 'Zadejte kurz eura.' })
        .gt(0, 'Kurz musí být kladný.')
        .max(1000, 'Kurz může být nejvýše 1000 Kč.'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'Kurz lze nastavit jen pro euro.' : 'Zadejte kurz eura.',
    },
  ),
  sealedHygieneCategories: z
    .array(slug, { error: 'Zadejte seznam adres kategorií.' })
    .max(200, 'Nejvýše 200 kategorií.'),
  shoppingDisabled: z.strictObject(
    {
      enabled: flag,
      text: z.string({ error: 'Neplatný text.' }).trim().max(300, 'Nejvýše 300 znaků.').optional(),
    },
    { error: objectError('pozastavení nákupu') },
  ),
  maxPiecesPerLine: z
    .number({ error: 'Zadejte počet kusů.' })
    .int('Počet kusů musí být celé číslo.')
    .min(1, 'Aspoň 1 kus.')
    .max(9999, 'Nejvýše 9999 kusů.'),
  showFreeDeliveryTagByPrice: flag,
  loyalty: loyaltySetting,
  checkoutFields: z.strictObject(
    {
      ...(Object.fromEntries(checkoutFieldNames.map((k) => [k, flag.optional()])) as Record<
        CheckoutFieldName,
        z.ZodOptional<typeof flag>
      >),
      /** The path of the CMS page with the terms the checkout links to. */
      conditionsPage: z
        .string({ error: 'Zadejte adresu stránky s obchodními podmínkami.' })
        .trim()
        .regex(
          /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
          'Adresa stránky začíná lomítkem a má jen malá písmena bez diakritiky, číslice, pomlčky a lomítka, např. /vse-o-nakupu/obchodni-podminky.',
        )
        .optional(),
    },
    { error: objectError('pole pokladny a jejich stav') },
  ),
  pages: z.partialRecord(z.enum(themePageNames as [ThemePageName, ...ThemePageName[]]), flag, {
    error: keysError('Neznámá stránka', 'Zadejte stránky a jejich stav.'),
  }),
  priceDisplay: z.enum(priceDisplays, { error: 'Zvolte: s DPH i bez DPH, jen s DPH, nebo jen bez DPH.' }),
  /** The shop's default page meta (title, description, keywords) per language. */
  meta: z.strictObject(
    {
      title: translatedText(70),
      description: translatedText(300, false).optional(),
      keywords: translatedText(300, false).optional(),
    },
    { error: objectError('výchozí popis stránek') },
  ),
  /** Public identifiers of third-party services the storefront loads; never secrets. */
  integrations: z.partialRecord(
    z.enum(integrationNames as [IntegrationName, ...IntegrationName[]]),
    z
      .string({ error: 'Zadejte identifikátor.' })
      .trim()
      .regex(
        /^[A-Za-z0-9_.:-]{1,100}$/,
        'Identifikátor smí mít jen písmena bez diakritiky, číslice a znaky _ . : -',
      ),
    { error: keysError('Neznámá služba', 'Zadejte služby a jejich identifikátory.') },
  ),
  /** The countries whose pickup points the checkout lists: Czech only, or Czech and Slovak. */
  pickupPointCountries: z.enum(pickupPointCountryLists, {
    error: 'Zvolte: jen Česko, nebo Česko a Slovensko.',
  }),
  /** The languages the storefront offers (switcher, hreflang, sitemap); Czech, the default, always. */
  languages: z
    .array(z.enum(locales, { error: 'Neznámý jazyk.' }), { error: 'Zadejte seznam jazyků.' })
    .refine((l) => l.includes(defaultLocale), 'Čeština je výchozí jazyk obchodu, vypnout ji nelze.')
    .refine((l) => new Set(l).size === l.length, 'Každý jazyk uveďte jen jednou.'),
} as const;
export type ShopSettingKey = keyof typeof shopSettingSchemas;
export const shopSettingKeys = Object.keys(shopSettingSchemas) as ShopSettingKey[];
export type ShopSettingValue<K extends ShopSettingKey> = z.infer<(typeof shopSettingSchemas)[K]>;

export const shopSettingLabels: Record<ShopSettingKey, string> = {
  freeShippingAtWithTax: 'Doprava zdarma od (s DPH)',
  orderMinimumValueWithTax: 'Minimální hodnota objednávky (s DPH)',
  orderGiftAtWithTax: 'Dárek k objednávce od (s DPH)',
  shop: 'Kontakt a údaje obchodu',
  functions: 'Funkce obchodu',
  topBanner: 'Horní lišta',
  bankAccount: 'Bankovní účet pro převody',
  exchangeRates: 'Kurz eura pro doklady a kredity',
  sealedHygieneCategories: 'Kategorie hygienického zboží v zapečetěném obalu',
  shoppingDisabled: 'Pozastavení nákupu',
  maxPiecesPerLine: 'Nejvýše kusů na řádek košíku',
  showFreeDeliveryTagByPrice: 'Štítek „doprava zdarma“ podle ceny produktu',
  loyalty: 'Věrnostní kredity za doručené objednávky',
  checkoutFields: 'Pole a souhlasy v pokladně',
  pages: 'Zobrazené stránky obchodu',
  priceDisplay: 'Zobrazení cen',
  languages: 'Jazyky obchodu',
  pickupPointCountries: 'Země výdejních míst',
  meta: 'Výchozí titulek a popis stránek',
  integrations: 'Identifikátory služeb třetích stran',
};

/** Each language's name in itself, as the language switcher shows it. */
export const shopLanguageNames: Record<(typeof locales)[number], string> = {
  cs: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
};

/** The languages a shop offers when it has not chosen: Czech only. */
export const defaultShopLanguages: readonly (typeof locales)[number][] = [defaultLocale];

/** Settings only the shop reads: never part of the storefront's globals. */
export const privateShopSettings: readonly ShopSettingKey[] = ['bankAccount', 'loyalty'];

export const shopSettingErrors = {
  unknownKey: 'Takové nastavení obchod nemá.',
  maintenance: 'Údržbu zapněte nebo vypněte na stránce Údržba.',
} as const;

export const adminShopSetting = z.object({
  key: z.enum(shopSettingKeys as [ShopSettingKey, ...ShopSettingKey[]]),
  label: z.string(),
  /** The value as shopSettingSchemas describes it; null when the shop has not set it. */
  value: z.unknown(),
  isPublic: z.boolean(),
});
export type AdminShopSetting = z.infer<typeof adminShopSetting>;
export const adminShopSettingList = z.object({ data: z.array(adminShopSetting) });
export const adminShopSettingResponse = z.object({ data: adminShopSetting });
export const adminShopSettingParams = z.object({ key: z.string().min(1).max(100) });
export const adminShopSettingBody = z.object({ value: z.unknown() });
