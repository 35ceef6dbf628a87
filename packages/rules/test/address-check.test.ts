import { describe, expect, it } from 'vitest';
import {
  addressNoticeTexts,
  buildPlaceIndex,
  checkAddress,
  foldPlaceName,
  postcodeDigits,
  suggestTowns,
  townsOfPostcode,
  type AddressToCheck,
  type Place,
} from '../src/address-check.ts';

// Rows as the municipality data has them: one postcode per Czech municipality (Praha and Brno only
// their first), a row per postcode for a Slovak one.
const cz = (name: string, district: string, region: string, postcode: string): Place => ({
  name,
  district,
  region,
  postcode,
  countryCode: 'CZE',
});
const PLACES: Place[] = [
  cz('Praha', 'Praha', 'Hlavní město Praha', '11000'),
  cz('Brno', 'Brno-město', 'Jihomoravský kraj', '60200'),
  cz('Kuřim', 'Brno-venkov', 'Jihomoravský kraj', '66434'),
  cz('Modřice', 'Brno-venkov', 'Jihomoravský kraj', '66442'),
  cz('Břeclav', 'Břeclav', 'Jihomoravský kraj', '69002'),
  cz('Lhota', 'Přerov', 'Olomoucký kraj', '75131'),
  cz('Lhota', 'Kladno', 'Středočeský kraj', '27301'),
  cz('Lhota pod Libčany', 'Hradec Králové', 'Královéhradecký kraj', '50327'),
  cz('Ústí nad Labem', 'Ústí nad Labem', 'Ústecký kraj', '40001'),
  cz('Úštěk', 'Litoměřice', 'Ústecký kraj', '41145'),
  cz('Ostrava', 'Ostrava-město', 'Moravskoslezský kraj', '70200'),
  cz('Opava', 'Opava', 'Moravskoslezský kraj', '74601'),
  cz('Vřesina', 'Opava', 'Moravskoslezský kraj', '74720'),
  { name: 'Bratislava', district: '', region: 'Bratislavský kraj', postcode: '81101', countryCode: 'SVK' },
  { name: 'Bratislava', district: '', region: 'Bratislavský kraj', postcode: '81102', countryCode: 'SVK' },
  {
    name: 'Brezno',
    district: 'Brezno',
    region: 'Banskobystrický kraj',
    postcode: '97701',
    countryCode: 'SVK',
  },
];
const index = buildPlaceIndex(PLACES);

describe('foldPlaceName and postcodeDigits', () => {
  it.each([
    ['Ústí nad  Labem', 'usti nad labem'],
    [' BRNO ', 'brno'],
    ['Brno - Líšeň', 'brno-lisen'],
    ['Kuřim', 'kurim'],
  ])('%j folds to %j', (typed, folded) => expect(foldPlaceName(typed)).toBe(folded));

  it.each([
    ['602 00', '60200'],
    ['60200', '60200'],
    [' 6 0 2 ', '602'],
    ['60A00', null],
  ])('%j has the digits %j', (typed, digits) => expect(postcodeDigits(typed)).toBe(digits));
});

describe('suggestTowns', () => {
  it.each<[string, string, string[]]>([
    // Case and diacritics aside, by prefix.
    ['CZE', 'br', ['Brno', 'Břeclav']],
    ['CZE', 'BŘ', ['Brno', 'Břeclav']],
    ['CZE', 'ust', ['Ústí nad Labem', 'Úštěk']],
    ['CZE', 'ÚSTÍ N', ['Ústí nad Labem']],
    // The exact name first, a district's own town before a village of the same length.
    ['CZE', 'lhota', ['Lhota', 'Lhota', 'Lhota pod Libčany']],
    ['CZE', 'kur', ['Kuřim']],
    // Country-aware: Bratislava is Slovak, Brno Czech.
    ['SVK', 'br', ['Brezno', 'Bratislava']],
    ['CZE', 'bratis', []],
    // Under two letters, or a country without data: nothing.
    ['CZE', 'b', []],
    ['DEU', 'berlin', []],
  ])('%s %j → %j', (country, typed, cities) =>
    expect(suggestTowns(index, country, typed).map((s) => s.city)).toEqual(cities),
  );

  it('gives each town its postcode and district, one row per Slovak town', () => {
    expect(suggestTowns(index, 'CZE', 'brn')).toEqual([
      { city: 'Brno', postcode: '60200', district: 'Brno-město', region: 'Jihomoravský kraj' },
    ]);
    expect(suggestTowns(index, 'SVK', 'brat')).toEqual([
      { city: 'Bratislava', postcode: '81101', district: '', region: 'Bratislavský kraj' },
    ]);
  });

  it('gives at most the limit', () => {
    expect(suggestTowns(index, 'CZE', 'lh', 2)).toHaveLength(2);
  });
});

describe('townsOfPostcode', () => {
  it.each<[string, string, string[]]>([
    ['CZE', '664 34', ['Kuřim 66434']],
    ['CZE', '664', ['Kuřim 66434', 'Modřice 66442']],
    ['CZE', '6644', ['Modřice 66442']],
    ['SVK', '811', ['Bratislava 81101', 'Bratislava 81102']],
    ['CZE', '66', []],
    ['CZE', '99999', []],
    ['CZE', '664x', []],
    ['DEU', '10115', []],
  ])('%s %j → %j', (country, typed, towns) =>
    expect(townsOfPostcode(index, country, typed).map((s) => `${s.city} ${s.postcode}`)).toEqual(towns),
  );
});

describe('checkAddress', () => {
  const cze = (a: Omit<AddressToCheck, 'country'>): AddressToCheck => ({ country: 'CZE', ...a });
  it.each<[string, AddressToCheck, string[]]>([
    [
      'a matching address',
      cze({ street: 'Hlavní', houseNumber: '12', city: 'Kuřim', postcode: '664 34' }),
      [],
    ],
    ['a postcode of the same post area in the district', cze({ city: 'Kuřim', postcode: '66442' }), []],
    ['Praha 4 with its own postcode', cze({ city: 'Praha 4', postcode: '140 00' }), []],
    ['Praha with a district part', cze({ city: 'Praha 10 - Strašnice', postcode: '100 00' }), []],
    [
      'Brno-Královo Pole, a Brno postcode not in the data',
      cze({ city: 'Brno-Královo Pole', postcode: '612 00' }),
      [],
    ],
    ['Ostrava - Poruba', cze({ city: 'Ostrava - Poruba', postcode: '708 00' }), []],
    ['a town typed in lower case without diacritics', cze({ city: 'usti nad labem', postcode: '40001' }), []],
    ['Slovak Bratislava with its postcode', { country: 'SVK', city: 'Bratislava', postcode: '811 02' }, []],
    ['blank fields are not judged', cze({ street: '', houseNumber: '', city: '', postcode: '' }), []],
    // Errors: a malformed field.
    [
      'a postcode of four digits',
      cze({ city: 'Kuřim', postcode: '6643' }),
      ['postcode error postcodeFormat'],
    ],
    ['a postcode with letters', cze({ postcode: '66A34' }), ['postcode error postcodeFormat']],
    [
      'a street holding the house number',
      cze({ street: 'Hlavní 12', houseNumber: '12' }),
      ['street error street'],
    ],
    [
      'a house number with a space',
      cze({ street: 'Hlavní', houseNumber: '12 a' }),
      ['houseNumber error houseNumber'],
    ],
    [
      'a street without its number in one field',
      cze({ street: 'Hlavní', streetWithNumber: true }),
      ['street error streetAndNumber'],
    ],
    ['a street with its number in one field', cze({ street: 'Hlavní 12', streetWithNumber: true }), []],
    // Warnings: the shopper may keep it.
    [
      'a postcode of no post area',
      cze({ city: 'Kuřim', postcode: '999 99' }),
      ['postcode warning postcodeUnknown'],
    ],
    ['an unknown town', cze({ city: 'Atlantida', postcode: '66434' }), ['city warning cityUnknown']],
    [
      'Brno with a Praha postcode',
      cze({ city: 'Brno', postcode: '110 00' }),
      ['postcode warning postcodeMismatch'],
    ],
    // A district's own town takes an unclaimed post area of its first digit, not a neighbour's.
    [
      'Brno with Kuřim’s postcode',
      cze({ city: 'Brno', postcode: '66434' }),
      ['postcode warning postcodeMismatch'],
    ],
    [
      'a village with another district’s postcode',
      cze({ city: 'Kuřim', postcode: '69002' }),
      ['postcode warning postcodeMismatch'],
    ],
    [
      'a village takes no unclaimed post area',
      cze({ city: 'Vřesina', postcode: '74800' }),
      ['postcode warning postcodeUnknown'],
    ],
    ['one Lhota of several fits', cze({ city: 'Lhota', postcode: '27301' }), []],
    [
      'a Czech town in Slovakia',
      { country: 'SVK', city: 'Kuřim', postcode: '66434' },
      ['city warning cityUnknown', 'postcode warning postcodeUnknown'],
    ],
    // Countries without data: the local postcode rule only, no town check.
    ['a German postcode of five digits', { country: 'DEU', city: 'Berlin', postcode: '10115' }, []],
    [
      'a German postcode of four digits',
      { country: 'DEU', city: 'Berlin', postcode: '1011' },
      ['postcode error postcodeFormat'],
    ],
    ['a French postcode (no local rule)', { country: 'FRA', city: 'Paris', postcode: 'X' }, []],
  ])('%s', (_, address, notices) =>
    expect(
      checkAddress(index, address)
        .map((n) => `${n.field} ${n.level} ${n.reason}`)
        .sort(),
    ).toEqual([...notices].sort()),
  );

  it('words the notices as the specification does', () => {
    expect(addressNoticeTexts).toEqual({
      error: 'Pole {input} nebylo vyplněno správně',
      warning: 'Ujistěte se, že pole {input} je vyplněno správně',
      unknown: 'Něco se porouchalo',
    });
  });
});
