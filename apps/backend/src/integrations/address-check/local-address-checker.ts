import { buildPlaceIndex, checkAddress, suggestTowns, townsOfPostcode, type PlaceIndex } from '@shop/rules';
import { municipalities, type Municipality } from '../places/municipalities.ts';
import { AddressCheckUnavailable, type AddressChecker } from './address-checker.ts';

/** How many towns a suggestion list shows. */
export const SUGGESTIONS = 8;

/**
 * The address check over the Czech and Slovak municipalities and their postcodes shipped with the
 * backend (`municipalities()`), with the matching rules of @shop/rules. It knows towns and
 * postcodes, not streets: a street and a house number are checked by their format only. Indexed
 * on first use and kept; a failed read is tried again on the next call.
 */
export function localAddressChecker(
  load: () => Promise<readonly Municipality[]> = municipalities,
): AddressChecker {
  let indexing: Promise<PlaceIndex> | undefined;
  const index = () =>
    (indexing ??= load()
      .then((places) => buildPlaceIndex(places))
      .catch((err: unknown) => {
        indexing = undefined;
        throw new AddressCheckUnavailable('the municipality data cannot be read', { cause: err });
      }));
  return {
    suggestTowns: async (country, typed) => suggestTowns(await index(), country, typed, SUGGESTIONS),
    townsOfPostcode: async (country, typed) => townsOfPostcode(await index(), country, typed, SUGGESTIONS),
    check: async (address) => checkAddress(await index(), address),
  };
}
