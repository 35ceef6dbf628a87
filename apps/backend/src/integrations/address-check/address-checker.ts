import type { AddressNotice, AddressToCheck, TownSuggestion } from '@shop/rules';

/**
 * The address-verification service behind the address forms (GET /api/v1/address-check/suggest,
 * POST /api/v1/address-check). Routes see only this interface: the local adapter over the
 * municipalities and postcodes shipped with the backend stands behind it (ADDRESS_CHECK=local), or
 * none (off); a provider's client would be another adapter of it.
 */
export interface AddressChecker {
  /** Towns whose name begins with what was typed, best first, each with a postcode. */
  suggestTowns(country: string, typed: string): Promise<TownSuggestion[]>;
  /** The towns of a postcode, or of the postcodes beginning with the three or four digits typed. */
  townsOfPostcode(country: string, typed: string): Promise<TownSuggestion[]>;
  /** The notices of an address, field by field (errors and warnings; the shopper may keep either). */
  check(address: AddressToCheck): Promise<AddressNotice[]>;
}

/** The service cannot answer now: the shopper is told 'Něco se porouchalo' and keeps what they typed. */
export class AddressCheckUnavailable extends Error {}

/** ADDRESS_CHECK=off: no suggestions and no notices; the forms' own rules apply. */
export const noAddressChecker: AddressChecker = {
  suggestTowns: async () => [],
  townsOfPostcode: async () => [],
  check: async () => [],
};
