import { z } from 'zod';
import { validateTin } from '@shop/rules';

/**
 * Czech company id (IČO): 8 digits once trimmed, the last a mod-11 check digit. The format check
 * aborts, so a malformed value gets one issue, and the check digit comes from the rules package,
 * the same rule the checkout form applies.
 */
export const ico = z
  .string()
  .trim()
  .regex(/^\d{8}$/, { abort: true })
  .refine((value) => validateTin(value) === null);

/** GET /api/v1/ares/ico?ico=…: the company lookup the business checkout fills its form from. */
export const companyLookupQuery = z.object({ ico });

/** A registered company as the registry (ARES) gives it, flattened to the checkout's address fields. */
export const company = z.object({
  ico,
  /** VAT id (DIČ), "CZ" and digits; null for a company that is not a VAT payer. */
  dic: z
    .string()
    .regex(/^CZ\d{8,10}$/)
    .nullable(),
  name: z.string().min(1),
  /** Czech name of the legal form, e.g. "Společnost s ručením omezeným". */
  legalForm: z.string().min(1),
  street: z.string().min(1),
  /** Descriptive number, optionally with the orientation number: "1234/5a". */
  houseNumber: z.string().regex(/^\d+(?:\/\d+[a-z]?)?$/),
  city: z.string().min(1),
  /** Czech postcode as written on letters: "110 00". */
  postcode: z.string().regex(/^\d{3} \d{2}$/),
  /** ISO 3166-1 alpha-3, like the address forms. */
  countryCode: z.string().regex(/^[A-Z]{3}$/),
});
export type Company = z.infer<typeof company>;

export const companyLookupResponse = z.object({ data: company });
export type CompanyLookupResponse = z.infer<typeof companyLookupResponse>;
