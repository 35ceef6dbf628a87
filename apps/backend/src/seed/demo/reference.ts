/** Fixed reference tables: currencies, countries, VAT rates, customer groups, availabilities and tags. */
import type {
  AvailabilityRow,
  CountryRow,
  CurrencyRow,
  CustomerGroupRow,
  TagRow,
  VatRateRow,
} from '../dataset.ts';

export const CURRENCIES: CurrencyRow[] = [
  {
    code: 'CZK',
    symbol: 'Kč',
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
  },
  {
    code: 'EUR',
    symbol: '€',
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
  },
];

export const COUNTRIES: CountryRow[] = [
  {
    alpha3: 'CZE',
    alpha2: 'CZ',
    name: { cs: 'Česko', sk: 'Česko', de: 'Tschechien' },
    languageCode: 'cs',
    currency: 'CZK',
  },
  {
    alpha3: 'SVK',
    alpha2: 'SK',
    name: { cs: 'Slovensko', sk: 'Slovensko', de: 'Slowakei' },
    languageCode: 'sk',
    currency: 'EUR',
  },
  {
    alpha3: 'DEU',
    alpha2: 'DE',
    name: { cs: 'Německo', sk: 'Nemecko', de: 'Deutschland' },
    languageCode: 'de',
    currency: 'EUR',
  },
  {
    alpha3: 'AUT',
    alpha2: 'AT',
    name: { cs: 'Rakousko', sk: 'Rakúsko', de: 'Österreich' },
    languageCode: 'de',
    currency: 'EUR',
  },
  {
    alpha3: 'POL',
    alpha2: 'PL',
    name: { cs: 'Polsko', sk: 'Poľsko', de: 'Polen' },
    languageCode: 'en',
    currency: 'EUR',
  },
  {
    alpha3: 'HUN',
    alpha2: 'HU',
    name: { cs: 'Maďarsko', sk: 'Maďarsko', de: 'Ungarn' },
    languageCode: 'en',
    currency: 'EUR',
  },
];

export const VAT_RATES: VatRateRow[] = [
  { country: 'CZE', vatClass: 'standard', percent: 21 },
  { country: 'CZE', vatClass: 'reduced', percent: 12 },
  { country: 'SVK', vatClass: 'standard', percent: 23 },
  { country: 'SVK', vatClass: 'reduced', percent: 19 },
  { country: 'SVK', vatClass: 'reduced2', percent: 5 },
  { country: 'DEU', vatClass: 'standard', percent: 19 },
  { country: 'DEU', vatClass: 'reduced', percent: 7 },
  { country: 'AUT', vatClass: 'standard', percent: 20 },
  { country: 'AUT', vatClass: 'reduced', percent: 10 },
  { country: 'AUT', vatClass: 'reduced2', percent: 13 },
  { country: 'POL', vatClass: 'standard', percent: 23 },
  { country: 'POL', vatClass: 'reduced', percent: 8 },
  { country: 'POL', vatClass: 'reduced2', percent: 5 },
  { country: 'HUN', vatClass: 'standard', percent: 27 },
  { country: 'HUN', vatClass: 'reduced', percent: 18 },
  { country: 'HUN', vatClass: 'reduced2', percent: 5 },
];

export const CUSTOMER_GROUPS: CustomerGroupRow[] = [
  { code: 'retail', name: 'Maloobchod', variant: 'b2c', restricted: false },
  { code: 'vip', name: 'Věrní zákazníci (VIP)', variant: 'b2c', restricted: false },
  { code: 'b2b', name: 'Velkoobchod a firmy', variant: 'b2b', restricted: false },
  { code: 'blocked', name: 'Blokovaní zákazníci', variant: 'b2c', restricted: true },
];

export const AVAILABILITY = {
  inStock: 'in-stock',
  supplier: 'supplier',
  preorder: 'preorder',
  soldOut: 'sold-out',
} as const;

const SOLD_TEXT = { cs: 'Vyprodáno', sk: 'Vypredané', de: 'Ausverkauft' };

export const AVAILABILITIES: AvailabilityRow[] = [
  {
    code: AVAILABILITY.inStock,
    text: { cs: 'Skladem', sk: 'Skladom', de: 'Auf Lager' },
    soldText: SOLD_TEXT,
    isAvailable: true,
    delayDays: 0,
  },
  {
    code: AVAILABILITY.supplier,
    text: { cs: 'Skladem u dodavatele', sk: 'Skladom u dodávateľa', de: 'Beim Lieferanten auf Lager' },
    soldText: SOLD_TEXT,
    isAvailable: true,
    delayDays: 3,
  },
  {
    code: AVAILABILITY.preorder,
    text: { cs: 'Na objednávku', sk: 'Na objednávku', de: 'Auf Bestellung' },
    soldText: { cs: 'Dočasně nedostupné', sk: 'Dočasne nedostupné', de: 'Vorübergehend nicht verfügbar' },
    isAvailable: true,
    delayDays: 7,
  },
  {
    code: AVAILABILITY.soldOut,
    text: SOLD_TEXT,
    soldText: SOLD_TEXT,
    isAvailable: false,
    delayDays: 0,
  },
];

export const TAG = {
  new: 1,
  sale: 2,
  freeShipping: 3,
  freeGift: 4,
  twoPlusOne: 5,
  tip: 6,
  ecoFriendly: 7,
} as const;

export const TAGS: TagRow[] = [
  {
    id: TAG.new,
    code: 'novinka',
    text: { cs: 'Novinka', sk: 'Novinka', de: 'Neu' },
    color: '#2E9E6B',
    visibleInCatalog: true,
    visibleInContent: true,
  },
  {
    id: TAG.sale,
    code: 'vyprodej',
    text: { cs: 'Výprodej', sk: 'Výpredaj', de: 'Ausverkauf' },
    color: '#D64545',
    visibleInCatalog: true,
    visibleInContent: true,
  },
  {
    id: TAG.freeShipping,
    code: 'doprava-zdarma',
    text: { cs: 'Doprava zdarma', sk: 'Doprava zadarmo', de: 'Versandkostenfrei' },
    color: '#2F6FD0',
    visibleInCatalog: true,
    visibleInContent: true,
  },
  {
    id: TAG.freeGift,
    code: 'darek-zdarma',
    text: { cs: 'Dárek zdarma', sk: 'Darček zadarmo', de: 'Gratis-Geschenk' },
    color: '#8E5BC9',
    visibleInCatalog: true,
    visibleInContent: true,
  },
  {
    id: TAG.twoPlusOne,
    code: '2-plus-1-zdarma',
    text: { cs: '2+1 zdarma', sk: '2+1 zadarmo', de: '2+1 gratis' },
    color: '#E8872B',
    visibleInCatalog: true,
    visibleInContent: true,
  },
  {
    id: TAG.tip,
    code: 'tip',
    text: { cs: 'Tip', sk: 'Tip', de: 'Tipp' },
    color: '#C2407A',
    visibleInCatalog: true,
    visibleInContent: false,
  },
  {
    id: TAG.ecoFriendly,
    code: 'setrne-k-prirode',
    text: { cs: 'Šetrné k přírodě', sk: 'Šetrné k prírode', de: 'Umweltfreundlich' },
    color: '#5A8F3C',
    visibleInCatalog: false,
    visibleInContent: true,
  },
];
