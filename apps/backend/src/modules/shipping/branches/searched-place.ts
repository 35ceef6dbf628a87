import type { RegionCountry } from '@shop/contract';
import { municipalitiesNow, type Municipality } from '../../../integrations/places/municipalities.ts';

/**
 * Lower case without diacritics, as the points' search text is stored (POINT_SEARCH_TEXT). Not the
 * rules' foldPlaceName(), which also joins "a - b" into "a-b": a search's words are matched against
 * the stored text as it is.
 */
export const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

// Not the rules' buildPlaceIndex(): its towns have no coordinates and are keyed per country.
let index: { byName: Map<string, Municipality[]>; byPostcode: Map<string, Municipality[]> } | undefined;
function placeIndex() {
  if (index) return index;
  index = { byName: new Map(), byPostcode: new Map() };
  const add = (map: Map<string, Municipality[]>, key: string, m: Municipality) => {
    const list = map.get(key);
    if (list) list.push(m);
    else map.set(key, [m]);
  };
  for (const m of municipalitiesNow()) {
    add(index.byName, plain(m.name.replace(/\s*\(.*$/, '')), m);
    add(index.byPostcode, m.postcode, m);
  }
  return index;
}

/**
 * The place a pickup-point search names, to list the points nearest to it first: a postcode, or
 * the name of one municipality in the listed countries (a name several share, as Lhota, names
 * none). `whole`: the search is only the place ("brno", "602 00"), not a place and more words
 * ("brno masarykova").
 */
export function searchedPlace(
  words: string[],
  countries: RegionCountry[],
): { latitude: number; longitude: number; whole: boolean } | null {
  const { byName, byPostcode } = placeIndex();
  const inCountries = (list: Municipality[] | undefined) =>
    (list ?? []).filter((m) => countries.includes(m.countryCode));
  for (let n = words.length; n > 0; n--) {
    const term = words.slice(0, n).join(' ');
    const found = /^\d{5}$/.test(term)
      ? inCountries(byPostcode.get(term)).slice(0, 1)
      : inCountries(byName.get(term));
    const same = found.every((m) => m.name === found[0]?.name && m.district === found[0]?.district);
    if (found.length > 0 && same) {
      return { latitude: found[0]!.latitude, longitude: found[0]!.longitude, whole: n === words.length };
    }
  }
  return null;
}
