import { z } from 'zod';
import { currencyCodes } from './headers.ts';

/**
 * A tax document as the shop stores it when it is issued: an invoice (daňový doklad) for a paid
 * order, or a credit note (opravný daňový doklad) for a withdrawal or refund. Everything on it is
 * a snapshot, so the PDF made from it years later shows what was issued. Money is in minor units
 * (haléře, cents) of `currencyCode`; the VAT recapitulation is also in haléře (`…Czk`), as Czech
 * VAT law wants the tax in crowns whatever the currency. A credit note's amounts are negative.
 */

const calendarDay = z.iso.date();

export const taxDocumentParty = z.object({
  /** A person's full name or, for a business, the name it trades under. */
  name: z.string(),
  /** A business customer's company name, shown above the person's name. */
  businessName: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  /** Alpha-3, as orders keep it (CZE, SVK, DEU). */
  countryCode: z.string().length(3),
  /** IČO */
  ico: z.string().nullable(),
  /** DIČ */
  dic: z.string().nullable(),
});
export type TaxDocumentParty = z.infer<typeof taxDocumentParty>;

export const taxDocumentLine = z.object({
  name: z.string(),
  /** The catalogue code of a product line; null for shipping, payment, discounts. */
  code: z.string().nullable(),
  /** In the smallest orderable unit: 10^quantityDecimals of them to a shown unit ("1,5 bm" is 15). */
  amount: z.number().int(),
  /** The line's decimals of the shown quantity; documents stored before it knew only whole pieces. */
  quantityDecimals: z.number().int().min(0).max(3).default(0),
  unit: z.string(),
  unitWithoutTax: z.number().int(),
  /** Percent, e.g. 21 or 12. */
  vatRate: z.number(),
  totalWithoutTax: z.number().int(),
  vatAmount: z.number().int(),
  totalWithTax: z.number().int(),
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLine>;

/** One VAT rate's sums: in the document's currency, and in haléře for the tax return. */
export const vatRecapRow = z.object({
  vatRate: z.number(),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  baseCzk: z.number().int(),
  vatCzk: z.number().int(),
});
export type VatRecapRow = z.infer<typeof vatRecapRow>;

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

export const taxDocument = z.object({
  kind: z.enum(taxDocumentKinds),
  /** From a gap-free yearly series, e.g. 2026000042 (invoices) or 9026000003 (credit notes). */
  number: z.string(),
  issuedOn: calendarDay,
  /** Datum uskutečnění zdanitelného plnění. */
  taxableSupplyOn: calendarDay,
  orderCode: z.string(),
  variableSymbol: z.string(),
  /** The payment method's name as the order keeps it. */
  paymentName: z.string(),
  currencyCode: z.enum(currencyCodes),
  /** Crowns for one unit of the currency, as the shop's `exchangeRates` setting gave it on issue; null for CZK. */
  exchangeRate: z.number().positive().nullable(),
  supplier: taxDocumentParty.extend({
    /** The commercial-register entry the law wants on the document, e.g. "C 12345 vedená u Městského soudu v Praze". */
    registration: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    /** Where transfers go, in the Czech domestic form. */
    bankAccount: z.string().nullable(),
  }),
  customer: taxDocumentParty,
  lines: z.array(taxDocumentLine),
  recap: z.array(vatRecapRow),
  totalWithoutTax: z.number().int(),
  totalVat: z.number().int(),
  totalWithTax: z.number().int(),
  /** What rounding the amount due took (zaokrouhlení), already in totalWithTax. */
  rounding: z.number().int(),
  /** Paid before the document was issued (a paid order: all of it, so nothing is due). */
  alreadyPaid: z.number().int(),
  /** A credit note names the invoice it corrects and why. */
  correctedDocumentNumber: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TaxDocument = z.infer<typeof taxDocument>;
