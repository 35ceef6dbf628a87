import { and, eq, lt, sum } from 'drizzle-orm';
import { domainCode, type TaxDocumentLine } from '@shop/contract';
import { withoutVat, zonedDateTime } from '@shop/rules';
import type { Tx } from '../../db/client.ts';
import { FieldsRefused, HttpError, notFound } from '../../http/errors.ts';
import { documentsOfOrder, issueTaxDocument, type StoredDocument } from '../invoicing/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { OrderRow } from './service.ts';
import { orderPayments, orders } from './tables.ts';
import {
  FREE_PIECES_SUFFIX,
  shareOut,
  shippingLineName,
  sumLine,
  totalsByRate,
  type LineDraft,
} from './tax-document-lines.ts';
import { composeDocument, documentSources, type DocumentSources } from './tax-documents.ts';

/**
 * Credit notes (opravné daňové doklady) of an order's invoice: for goods returned on a withdrawal,
 * and for money given back by card. Each corrects the order's invoice, and all of them together
 * never take back more than it charged, at any VAT rate.
 */

export const creditNoteRefusals = {
  notInvoiced: 'K objednávce nebyla vystavena faktura, opravný doklad k ní nelze vystavit.',
  nothing: 'Vyberte vrácené zboží nebo dopravu.',
  reason: 'Uveďte důvod opravy.',
  unknownItem: 'Tato položka v objednávce není.',
  twice: 'Položka je uvedena dvakrát.',
  pieces: 'Vrátit lze 1 až {max} ks.',
  allCredited: 'Tato položka už byla celá dobropisována.',
  noShipping: 'Objednávka dopravu neplatila.',
  shippingCredited: 'Doprava už byla dobropisována.',
  overInvoice: 'Opravné doklady by vrátily víc, než faktura účtovala.',
} as const;

export const PARTIAL_REFUND_LINE = 'Vrácení části platby';
export const couponShareLineName = (couponCode: string | null) =>
  couponCode ? `Podíl slevy na vráceném zboží – kupón ${couponCode}` : 'Podíl slevy na vráceném zboží';
export const CREDITS_SHARE_LINE = 'Podíl věrnostních kreditů na vráceném zboží';

const today = () => zonedDateTime(new Date()).date;

interface InvoiceState {
  invoice: StoredDocument;
  creditNotes: StoredDocument[];
  /** What the credit notes took back so far (positive). */
  credited: number;
  /** The invoice's total per rate, less what credit notes took back at it. */
  remainingByRate: Map<number, number>;
}

async function invoiceState(tx: Tx, orderId: number): Promise<InvoiceState | null> {
  const docs = await documentsOfOrder(tx, orderId);
  const invoice = docs.find((d) => d.kind === 'invoice');
  if (!invoice) return null;
  const creditNotes = docs.filter((d) => d.kind === 'credit_note' && d.correctsId === invoice.id);
  const remainingByRate = totalsByRate(
    [invoice, ...creditNotes].flatMap((d) =>
      d.data.recap.map((r) => ({ vatRate: r.vatRate, totalWithTax: r.total })),
    ),
  );
  return {
    invoice,
    creditNotes,
    credited: -creditNotes.reduce((s, d) => s + d.totalWithTax, 0),
    remainingByRate,
  };
}

/** Issues a credit note of the order's invoice and queues the customer's e-mail with it. */
async function issueCreditNote(
  tx: Tx,
  sources: DocumentSources,
  state: InvoiceState,
  c: { lines: LineDraft[]; reason: string; settled: boolean; issuedOn: string },
): Promise<StoredDocument> {
  const note = await issueTaxDocument(tx, {
    kind: 'credit_note',
    orderId: sources.row.id,
    issuedOn: c.issuedOn,
    correctsId: state.invoice.id,
    build: (number) =>
      composeDocument(sources, {
        kind: 'credit_note',
        number,
        issuedOn: c.issuedOn,
        taxableSupplyOn: c.issuedOn,
        lines: c.lines,
        settled: c.settled,
        correctedDocumentNumber: state.invoice.number,
        reason: c.reason,
      }),
  });
  await enqueueJob(tx, 'credit-note', { orderId: sources.row.id, documentId: note.id });
  return note;
}

const negated = (l: TaxDocumentLine): LineDraft => ({
  name: l.name,
  code: l.code,
  amount: -l.amount,
  quantityDecimals: l.quantityDecimals,
  unit: l.unit,
  unitWithoutTax: l.unitWithoutTax,
  vatRate: l.vatRate,
  totalWithTax: -l.totalWithTax,
});

/**
 * The credit note of money given back by card, issued with the refund (the order locked by the
 * caller, the refund not yet in the ledger). It credits the part of the refund that no credit note
 * covers yet: money returned for goods a withdrawal's credit note already took back is not
 * credited twice. Refunding all an untouched invoice charged reverses its lines one by one; any
 * other refund is one line "Vrácení části platby" per VAT rate, shared out in proportion to what
 * the invoice still charges at each rate (so the order's VAT falls in the ratio it was charged,
 * and the last refund takes back exactly what is left at each rate). None without an invoice (an
 * order never invoiced gets its money back without a document), nor when nothing is left to credit.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  row: OrderRow,
  refund: { amount: number; reason: string; refundedOn?: string },
): Promise<StoredDocument | null> {
  const state = await invoiceState(tx, row.id);
  if (!state) return null;
  const [refunds] = await tx
    .select({ total: sum(orderPayments.amount).mapWith(Number) })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, row.id), lt(orderPayments.amount, 0)));
  const refundedBefore = -(refunds?.total ?? 0);
  const uncovered = Math.max(0, state.credited - refundedBefore);
  const remaining = state.invoice.totalWithTax - state.credited;
  const toCredit = Math.min(remaining, refund.amount - Math.min(refund.amount, uncovered));
  if (toCredit <= 0) return null;

  const sources = await documentSources(tx, row);
  const whole = state.creditNotes.length === 0 && toCredit === state.invoice.totalWithTax;
  const lines = whole
    ? state.invoice.data.lines.map(negated)
    : [...shareOut(-toCredit, state.remainingByRate, sources.drafts.mainRate)]
        .sort(([a], [b]) => b - a)
        .map(([rate, total]) => sumLine(PARTIAL_REFUND_LINE, rate, total));
  return issueCreditNote(tx, sources, state, {
    lines,
    reason: refund.reason,
    settled: true,
    issuedOn: refund.refundedOn ?? today(),
  });
}

export interface WithdrawalCreditNoteInput {
  orderId: number;
  /** The order's lines returned and how many pieces of each. */
  items: { orderItemId: number; amount: number }[];
  /** The shipping charge is given back too. */
  shipping?: boolean;
  /** Why, as the document states it (e.g. "Odstoupení od smlouvy do 14 dnů"). */
  reason: string;
}

/** Pieces of each goods line that earlier credit notes took back, by the line's name and code. */
function creditedPieces(notes: readonly StoredDocument[]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of notes.flatMap((n) => n.data.lines)) {
    if (line.code === null || line.amount >= 0) continue;
    const name = line.name.endsWith(FREE_PIECES_SUFFIX)
      ? line.name.slice(0, -FREE_PIECES_SUFFIX.length)
      : line.name;
    const key = `${name}\u0000${line.code}`;
    pieces.set(key, (pieces.get(key) ?? 0) - line.amount);
  }
  return pieces;
}

/** `part / whole` of `amount`, rounded; nothing of nothing. */
const shareOf = (amount: number, part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((amount * part) / whole);

/**
 * The credit note of goods returned on a withdrawal from the purchase (and, when asked, of the
 * shipping charge), in the caller's transaction, with the order locked. Each returned piece is
 * credited at what its line cost per piece (an 'N+1' line's free pieces spread over all of them),
 * less its share of the coupon and of the loyalty credits at its rate, so the customer gets back
 * what they paid for it. A line's pieces, and the shipping, are credited once in all. The money
 * itself is not returned here: the note says what is to be returned. Throws FieldsRefused (422)
 * for bad input and HttpError 404/409.
 */
export async function issueWithdrawalCreditNote(
  tx: Tx,
  input: WithdrawalCreditNoteInput,
): Promise<StoredDocument> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!row) throw notFound('orderId');
  const state = await invoiceState(tx, row.id);
  if (!state) {
    throw new HttpError(409, creditNoteRefusals.notInvoiced, 'orderId', domainCode('order', 'notInvoiced'));
  }
  const refused: Record<string, string> = {};
  if (!input.reason.trim()) refused.reason = creditNoteRefusals.reason;
  if (input.items.length === 0 && !input.shipping) refused.items = creditNoteRefusals.nothing;

  const sources = await documentSources(tx, row);
  const { drafts } = sources;
  const lines = [...drafts.items, ...drafts.gifts];
  const credited = creditedPieces(state.creditNotes);
  const returned: LineDraft[] = [];
  const goodsByRate = new Map<number, number>();
  const giftsByRate = new Map<number, number>();
  const add = (m: Map<number, number>, rate: number, v: number) => m.set(rate, (m.get(rate) ?? 0) + v);
  const seen = new Set<number>();
  input.items.forEach(({ orderItemId, amount }, i) => {
    const line = lines.find((l) => l.item.id === orderItemId);
    if (!line) return void (refused[`items.${i}.orderItemId`] = creditNoteRefusals.unknownItem);
    if (seen.has(orderItemId)) return void (refused[`items.${i}.orderItemId`] = creditNoteRefusals.twice);
    seen.add(orderItemId);
    const main = line.drafts[0]!;
    const left = line.item.amount - (credited.get(`${main.name}\u0000${main.code}`) ?? 0);
    if (left <= 0) return void (refused[`items.${i}.amount`] = creditNoteRefusals.allCredited);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return void (refused[`items.${i}.amount`] = creditNoteRefusals.pieces.replace('{max}', String(left)));
    }
    const value = shareOf(line.item.totalWithTax, amount, line.item.amount);
    const perPiece = Math.round(value / amount);
    returned.push({
      ...main,
      amount: -amount,
      // A line with free pieces is credited at its average price per piece.
      unitWithoutTax:
        perPiece === line.item.unitWithTax ? main.unitWithoutTax : withoutVat(perPiece, main.vatRate),
      totalWithTax: -value,
    });
    add(line.item.kind === 'gift' ? giftsByRate : goodsByRate, main.vatRate, value);
  });

  const shippingName = drafts.shipping?.name ?? shippingLineName(row);
  if (input.shipping) {
    if (!drafts.shipping) refused.shipping = creditNoteRefusals.noShipping;
    else if (
      state.creditNotes.some((n) => n.data.lines.some((l) => l.name === shippingName && l.amount < 0))
    ) {
      refused.shipping = creditNoteRefusals.shippingCredited;
    }
  }
  if (Object.keys(refused).length > 0) throw new FieldsRefused(refused);

  // The returned goods' shares of the coupon and the credits, rate by rate, as the invoice split them.
  const invoiced = totalsByRate(drafts.items.flatMap((g) => g.drafts));
  const invoicedGifts = totalsByRate(drafts.gifts.flatMap((g) => g.drafts));
  const shares: LineDraft[] = [];
  const rates = [...new Set([...goodsByRate.keys(), ...giftsByRate.keys()])].sort((a, b) => b - a);
  for (const rate of rates) {
    const goods = goodsByRate.get(rate) ?? 0;
    const discount = drafts.discount.get(rate) ?? 0;
    const coupon = shareOf(discount, goods, invoiced.get(rate) ?? 0);
    if (coupon !== 0) shares.push(sumLine(couponShareLineName(row.couponCode), rate, -coupon));
    const creditBase = (invoiced.get(rate) ?? 0) + discount + (invoicedGifts.get(rate) ?? 0);
    const paidFor = goods + coupon + (giftsByRate.get(rate) ?? 0);
    const credits = shareOf(drafts.credits.get(rate) ?? 0, paidFor, creditBase);
    if (credits !== 0) shares.push(sumLine(CREDITS_SHARE_LINE, rate, -credits));
  }
  const noteLines = [
    ...returned,
    ...shares,
    ...(input.shipping && drafts.shipping
      ? [{ ...drafts.shipping, amount: -1, totalWithTax: -drafts.shipping.totalWithTax }]
      : []),
  ];
  const total = -noteLines.reduce((s, l) => s + l.totalWithTax, 0);
  if (total > state.invoice.totalWithTax - state.credited) {
    throw new HttpError(409, creditNoteRefusals.overInvoice, 'items', domainCode('order', 'overInvoice'));
  }
  return issueCreditNote(tx, sources, state, {
    lines: noteLines,
    reason: input.reason.trim(),
    settled: false,
    issuedOn: today(),
  });
}
