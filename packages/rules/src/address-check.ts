import {
  messages,
  validateHouseNumber,
  validatePostcode,
  validateStreetAndNumber,
  validateStreetOnly,
} from './validators.ts';

/**
 * The address check's matching rules over a list of places (towns with a postcode each): the
 * towns a shopper may mean while typing a town or a postcode, and the notices of a whole address.
 * Pure: the backend's local adapter hands in the municipalities it read.
 */

/** A town with one of its postcodes, as the place data has it. */
export interface Place {
  name: string;
  /** Empty for a few Slovak places. */
  district: string;
  region: string;
  /** Five digits, no space. */
  postcode: string;
  /** ISO 3166-1 alpha-3 ('CZE', 'SVK'). */
  countryCode: string;
}

/** A town offered while typing: its name, postcode and where it lies (the same name recurs). */
export interface TownSuggestion {
  city: string;
  /** Five digits, no space. */
  postcode: string;
  district: string;
  region: string;
}

export const ADDRESS_CHECK_FIELDS = ['street', 'houseNumber', 'city', 'postcode'] as const;
export type AddressCheckField = (typeof ADDRESS_CHECK_FIELDS)[number];

/** An error: the value cannot be right; a warning: the shopper should look again (and may keep it). */
export type AddressNoticeLevel = 'error' | 'warning';

export interface AddressNotice {
  field: AddressCheckField;
  level: AddressNoticeLevel;
  /** Why, for tests and logs: the shopper sees the specification's notice of the level. */
  reason:
    | 'street'
    | 'streetAndNumber'
    | 'houseNumber'
    | 'postcodeFormat'
    | 'postcodeUnknown'
    | 'cityUnknown'
    | 'postcodeMismatch';
}

export interface AddressToCheck {
  /** ISO 3166-1 alpha-3. */
  country: string;
  street?: string;
  /** The street holds the house number too (one field, as the account's address form has it). */
  streetWithNumber?: boolean;
  houseNumber?: string;
  city?: string;
  postcode?: string;
}

/** The notice texts of the specification's address-verification service; `{input}` is the field's label. */
export const addressNoticeTexts: Record<AddressNoticeLevel | 'unknown', string> = {
  error: messages.verificationError,
  warning: messages.verificationWarning,
  unknown: messages.verificationUnknown,
};

/** Lower case without diacritics and with single spaces: "Ústí nad  Labem" → "usti nad labem". */
export function foldPlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The digits of a postcode as typed ("602 00" → "60200"); null when anything but digits and spaces is in it. */
export function postcodeDigits(value: string): string | null {
  const compact = value.replace(/\s+/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

interface Town {
  name: string;
  folded: string;
  district: string;
  region: string;
  /** The town's postcodes in the data (one for a Czech municipality, one or more for a Slovak one). */
  postcodes: string[];
  /** A district's own town (Brno in Brno-město, Praha): its postcodes are many more than the data's one. */
  seat: boolean;
}

interface CountryPlaces {
  towns: Town[];
  byName: Map<string, Town[]>;
  byPostcode: Map<string, Town[]>;
  /** First three digits of every postcode in the data, and the districts they lie in. */
  prefixDistricts: Map<string, Set<string>>;
}

/** The places of each country, grouped into towns and indexed for the look-ups below. */
export interface PlaceIndex {
  countries: Map<string, CountryPlaces>;
}

const isSeat = (name: string, district: string) => {
  const n = foldPlaceName(name);
  const d = foldPlaceName(district);
  return d !== '' && (d === n || d.startsWith(`${n}-`));
};

export function buildPlaceIndex(places: readonly Place[]): PlaceIndex {
  const countries = new Map<string, CountryPlaces>();
  const townsByKey = new Map<string, Town>();
  for (const p of places) {
    let c = countries.get(p.countryCode);
    if (!c) {
      c = { towns: [], byName: new Map(), byPostcode: new Map(), prefixDistricts: new Map() };
      countries.set(p.countryCode, c);
    }
    const key = `${p.countryCode}|${p.name}|${p.district}|${p.region}`;
    let town = townsByKey.get(key);
    if (!town) {
      town = {
        name: p.name,
        folded: foldPlaceName(p.name),
        district: p.district,
        region: p.region,
        postcodes: [],
        seat: isSeat(p.name, p.district),
      };
      townsByKey.set(key, town);
      c.towns.push(town);
      c.byName.set(town.folded, [...(c.byName.get(town.folded) ?? []), town]);
    }
    if (!town.postcodes.includes(p.postcode)) {
      town.postcodes.push(p.postcode);
      c.byPostcode.set(p.postcode, [...(c.byPostcode.get(p.postcode) ?? []), town]);
    }
    const prefix = p.postcode.slice(0, 3);
    const districts = c.prefixDistricts.get(prefix) ?? new Set<string>();
    districts.add(p.district || p.name);
    c.prefixDistricts.set(prefix, districts);
  }
  return { countries };
}

const collator = new Intl.Collator('cs');

/** Best first: the exact name, a district's own town, the shorter name, then alphabetically. */
function byRelevance(folded: string) {
  return (a: Town, b: Town) =>
    Number(b.folded === folded) - Number(a.folded === folded) ||
    Number(b.seat) - Number(a.seat) ||
    a.name.length - b.name.length ||
    collator.compare(a.name, b.name) ||
    collator.compare(a.district, b.district);
}

const suggestion = (t: Town, postcode = t.postcodes[0]!): TownSuggestion => ({
  city: t.name,
  postcode,
  district: t.district,
  region: t.region,
});

/**
 * Towns of the country whose name begins with what was typed (case and diacritics aside), best
 * first; a town's first postcode with it. Nothing for under two letters or a country without data.
 */
export function suggestTowns(index: PlaceIndex, country: string, typed: string, limit = 8): TownSuggestion[] {
  const folded = foldPlaceName(typed);
  const c = index.countries.get(country);
  if (!c || folded.length < 2) return [];
  return c.towns
    .filter((t) => t.folded.startsWith(folded))
    .sort(byRelevance(folded))
    .slice(0, limit)
    .map((t) => suggestion(t));
}

/**
 * The towns of a postcode (five digits), or of the postcodes beginning with the three or four
 * digits typed, with the postcode each has; nothing for fewer digits.
 */
export function townsOfPostcode(
  index: PlaceIndex,
  country: string,
  typed: string,
  limit = 8,
): TownSuggestion[] {
  const digits = postcodeDigits(typed);
  const c = index.countries.get(country);
  if (!c || digits === null || digits.length < 3 || digits.length > 5) return [];
  const found: TownSuggestion[] = [];
  for (const [postcode, towns] of c.byPostcode) {
    if (!postcode.startsWith(digits)) continue;
    for (const t of towns) found.push(suggestion(t, postcode));
  }
  return found
    .sort(
      (a, b) =>
        a.postcode.localeCompare(b.postcode) ||
        Number(isSeat(b.city, b.district)) - Number(isSeat(a.city, a.district)) ||
        collator.compare(a.city, b.city),
    )
    .slice(0, limit);
}

/**
 * The towns a typed town name may mean: the name itself, or, for "Praha 4", "Brno-Líšeň" or
 * "Ostrava - Poruba", the town before the number or the part.
 */
function townsNamed(c: CountryPlaces, city: string): Town[] {
  const folded = foldPlaceName(city);
  const keys = [
    folded,
    folded.replace(/\s*\d.*$/, ''),
    folded.split(/,| - /)[0]!.trim(),
    folded.split('-')[0]!.trim(),
  ];
  for (const key of keys) {
    const towns = key ? c.byName.get(key) : undefined;
    if (towns) return towns;
  }
  return [];
}

/** Whether a five-digit postcode is one of the country's: its own, or its first three digits one of the data's post areas. */
function postcodeKnown(c: CountryPlaces, postcode: string): boolean {
  return c.byPostcode.has(postcode) || c.prefixDistricts.has(postcode.slice(0, 3));
}

/**
 * Whether a postcode fits a town. The data has one postcode per Czech municipality, so besides the
 * town's own: a postcode of the same post area (first three digits) as any place of the town's
 * district, since villages share their post office; and for a district's own town (Praha, Brno,
 * Ostrava …, with many postcodes) one whose first digit is the town's and whose post area no
 * place of another district has.
 */
function postcodeFits(c: CountryPlaces, town: Town, postcode: string): boolean {
  if (town.postcodes.includes(postcode)) return true;
  const prefix = postcode.slice(0, 3);
  const area = town.district || town.name;
  const districts = c.prefixDistricts.get(prefix);
  if (districts?.has(area)) return true;
  if (!town.seat) return false;
  return town.postcodes.some((p) => p[0] === postcode[0]) && districts === undefined;
}

/**
 * The notices of an address, field by field; blank fields are not judged (required is the form's
 * rule). The street and house number only by their format (the data has no streets); the postcode
 * by format (error) and the town and postcode by the data (warnings: the data may lack a real
 * place, and the shopper may keep what they typed). A country without data gets the local rules only.
 */
export function checkAddress(index: PlaceIndex, address: AddressToCheck): AddressNotice[] {
  const notices: AddressNotice[] = [];
  const street = address.street?.trim() ?? '';
  const houseNumber = address.houseNumber?.trim() ?? '';
  const city = address.city?.trim() ?? '';
  const typedPostcode = address.postcode?.trim() ?? '';
  const c = index.countries.get(address.country);

  if (street && address.streetWithNumber && validateStreetAndNumber(street) !== null)
    notices.push({ field: 'street', level: 'error', reason: 'streetAndNumber' });
  if (street && !address.streetWithNumber && validateStreetOnly(street, houseNumber) !== null)
    notices.push({ field: 'street', level: 'error', reason: 'street' });
  if (houseNumber && validateHouseNumber(houseNumber, street) !== null)
    notices.push({ field: 'houseNumber', level: 'error', reason: 'houseNumber' });

  let postcode: string | null = null;
  if (typedPostcode) {
    const digits = postcodeDigits(typedPostcode);
    const wellFormed = c
      ? digits !== null && digits.length === 5
      : validatePostcode(typedPostcode, address.country) === null;
    if (!wellFormed) notices.push({ field: 'postcode', level: 'error', reason: 'postcodeFormat' });
    else if (c) postcode = digits;
  }
  if (!c) return notices;
  const towns = city ? townsNamed(c, city) : [];
  if (city && towns.length === 0) notices.push({ field: 'city', level: 'warning', reason: 'cityUnknown' });
  if (postcode && !towns.some((t) => postcodeFits(c, t, postcode))) {
    if (!postcodeKnown(c, postcode))
      notices.push({ field: 'postcode', level: 'warning', reason: 'postcodeUnknown' });
    else if (towns.length > 0)
      notices.push({ field: 'postcode', level: 'warning', reason: 'postcodeMismatch' });
  }
  return notices;
}
