import { asc, eq } from 'drizzle-orm';
import type { CurrencyCode, TaxDocument, TaxDocumentKind, TaxDocumentParty } from '@shop/contract';
import { vatRecapitulation } from '@shop/rules';
import type { Tx } from '../../db/client.ts';
import { currencyDecimals } from '../settings/index.ts';
import { documentExchangeRate, documentSupplier } from './document-settings.ts';
import type { OrderItemRow, OrderRow } from './service.ts';
import { orderItems } from './tables.ts';
import { documentLine, orderLineDrafts, type LineDraft, type OrderLineDrafts } from './tax-document-lines.ts';

/** What an order's tax document is made of, read once in the issuing transaction. */
export interface DocumentSources {
  row: OrderRow;
  items: OrderItemRow[];
  drafts: OrderLineDrafts;
  supplier: TaxDocument['supplier'];
  exchangeRate: number | null;
  decimalPlaces: number;
}

export async function documentSources(tx: Tx, row: OrderRow): Promise<DocumentSources> {
  const [items, supplier, exchangeRate, decimalPlaces] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    documentSupplier(tx),
    documentExchangeRate(tx, row.currencyCode),
    currencyDecimals(tx, row.currencyCode),
  ]);
  return { row, items, drafts: orderLineDrafts(row, items), supplier, exchangeRate, decimalPlaces };
}

/** The customer as the order was billed: a business's name and IČO/DIČ with the person. */
export function customerParty(row: OrderRow): TaxDocumentParty {
  const c = row.customer;
  return {
    name: c.name,
    businessName: c.isBusiness ? (c.businessName ?? null) : null,
    street: row.billingAddress.street,
    city: row.billingAddress.city,
    postcode: row.billingAddress.postcode,
    countryCode: row.billingAddress.countryCode,
    ico: c.isBusiness ? (c.tin ?? null) : null,
    dic: c.isBusiness ? (c.vatin ?? c.vatinsvk ?? null) : null,
  };
}

export interface DocumentFields {
  kind: TaxDocumentKind;
  number: string;
  issuedOn: string;
  taxableSupplyOn: string;
  lines: readonly LineDraft[];
  /** The money already moved: the whole total (paid, or refunded), or nothing. */
  settled: boolean;
  correctedDocumentNumber?: string | null;
  reason?: string | null;
}

/** The document of an order: its parties, lines and VAT recapitulation, nothing left to round. */
export function composeDocument(sources: DocumentSources, f: DocumentFields): TaxDocument {
  const { row } = sources;
  const lines = f.lines.map(documentLine);
  const figures = vatRecapitulation(lines, {
    decimalPlaces: sources.decimalPlaces,
    exchangeRate: sources.exchangeRate,
  });
  return {
    kind: f.kind,
    number: f.number,
    issuedOn: f.issuedOn,
    taxableSupplyOn: f.taxableSupplyOn,
    orderCode: row.code,
    variableSymbol: row.code,
    paymentName: row.paymentName,
    currencyCode: row.currencyCode as CurrencyCode,
    exchangeRate: sources.exchangeRate,
    supplier: sources.supplier,
    customer: customerParty(row),
    lines,
    recap: figures.recap.map((r) => ({ ...r })),
    totalWithoutTax: figures.totalWithoutTax,
    totalVat: figures.totalVat,
    totalWithTax: figures.totalWithTax,
    rounding: 0,
    alreadyPaid: f.settled ? figures.totalWithTax : 0,
    correctedDocumentNumber: f.correctedDocumentNumber ?? null,
    reason: f.reason ?? null,
  };
}
