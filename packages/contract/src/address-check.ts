import { z } from 'zod';

/** ISO 3166-1 alpha-3 of the address ("CZE"); the check has data for CZE and SVK. */
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);

/**
 * GET /api/v1/address-check/suggest: the towns a shopper may mean while typing the town (`city`,
 * two letters or more) or the postcode (`postcode`, three digits or more) of an address in `country`.
 */
export const addressSuggestQuery = z.object({
  country: country.default('CZE'),
  city: z.string().trim().max(100).optional(),
  postcode: z.string().trim().max(10).optional(),
});
export type AddressSuggestQuery = z.infer<typeof addressSuggestQuery>;

/** A town with a postcode of it ("60200"), and its district and region to tell towns of one name apart. */
export const townSuggestion = z.object({
  city: z.string(),
  postcode: z.string().regex(/^\d{5}$/),
  district: z.string(),
  region: z.string(),
});
export type TownSuggestion = z.infer<typeof townSuggestion>;

export const addressSuggestResponse = z.object({ data: z.array(townSuggestion) });
export type AddressSuggestResponse = z.infer<typeof addressSuggestResponse>;

/** POST /api/v1/address-check: the address as typed; blank or missing fields are not judged. */
export const addressCheckBody = z.object({
  country,
  street: z.string().max(200).optional(),
  /** The street field holds the house number too (the account's address form). */
  streetWithNumber: z.boolean().optional(),
  houseNumber: z.string().max(50).optional(),
  city: z.string().max(100).optional(),
  postcode: z.string().max(20).optional(),
});
export type AddressCheckBody = z.infer<typeof addressCheckBody>;

export const addressCheckFields = ['street', 'houseNumber', 'city', 'postcode'] as const;

/** The notice codes: an error (the value cannot be right) or a warning (look again; it may be kept). */
export const addressNoticeCodes = { error: 'address.invalid', warning: 'address.uncertain' } as const;

/**
 * A notice of the address-verification service on one field, in the errors' shape (code, field,
 * Czech title: 'Pole {input} nebylo vyplněno správně' or 'Ujistěte se, že pole {input} je
 * vyplněno správně' with the field's Czech label) and its level. Never a refusal: the shopper may
 * keep what they typed.
 */
export const addressNotice = z.object({
  code: z.enum([addressNoticeCodes.error, addressNoticeCodes.warning]),
  field: z.enum(addressCheckFields),
  title: z.string(),
  level: z.enum(['error', 'warning']),
});
export type AddressNotice = z.infer<typeof addressNotice>;

export const addressCheckResponse = z.object({ data: z.object({ notices: z.array(addressNotice) }) });
export type AddressCheckResponse = z.infer<typeof addressCheckResponse>;
