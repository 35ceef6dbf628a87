import type { TaxDocument, TaxDocumentKind } from '@shop/contract';
import { czechDate, partyLines } from './format.ts';
import type { Sheet, TextStyle } from './sheet.ts';
import { COLOR, SIZE } from './style.ts';

const TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Faktura – daňový doklad',
  credit_note: 'Opravný daňový doklad',
};

export const documentTitle = (kind: TaxDocumentKind): string => TITLES[kind];

const COLUMN_GAP = 24;
const BOX_PADDING = 10;

/** Title on the left, the document's number on the right, an accent rule below. */
function drawTitle(sheet: Sheet, doc: TaxDocument): void {
  const top = sheet.y;
  const numberWidth = 170;
  const titleWidth = sheet.width - numberWidth - COLUMN_GAP;
  let left = top;
  left += sheet.write(documentTitle(doc.kind), sheet.left, left, titleWidth, {
    size: SIZE.title,
    bold: true,
    color: COLOR.accent,
  });
  if (doc.kind === 'credit_note' && doc.correctedDocumentNumber !== null) {
    const corrects = `k daňovému dokladu č. ${doc.correctedDocumentNumber}`;
    left += 2 + sheet.write(corrects, sheet.left, left + 2, titleWidth, { size: SIZE.heading });
  }
  const numberX = sheet.right - numberWidth;
  let right = top + 2;
  right += sheet.write('Číslo dokladu', numberX, right, numberWidth, {
    size: SIZE.label,
    color: COLOR.muted,
    align: 'right',
  });
  right += sheet.write(doc.number, numberX, right, numberWidth, {
    size: SIZE.number,
    bold: true,
    align: 'right',
  });
  sheet.y = Math.max(left, right) + 8;
  sheet.rule(sheet.left, sheet.y, sheet.width, COLOR.accent, 1.5);
  sheet.y += 12 + BOX_PADDING;
}

interface Block {
  readonly text: string;
  readonly style: TextStyle;
  /** Space above the line. */
  readonly gap?: number;
}

const blockHeight = (sheet: Sheet, blocks: readonly Block[], width: number) =>
  blocks.reduce((sum, b) => sum + (b.gap ?? 0) + sheet.measure(b.text, width, b.style), 0);

function drawBlocks(sheet: Sheet, blocks: readonly Block[], x: number, y: number, width: number): void {
  let at = y;
  for (const b of blocks) {
    at += b.gap ?? 0;
    at += sheet.write(b.text, x, at, width, b.style);
  }
}

const body: TextStyle = { size: SIZE.body };
const label = (text: string): Block => ({
  text,
  style: { size: SIZE.label, bold: true, color: COLOR.muted },
});

/** The name, the address and the tax numbers of a party, in the order a reader looks for them. */
function partyBlocks(caption: string, party: TaxDocument['customer']): Block[] {
  const { heading, lines } = partyLines(party);
  const blocks: Block[] = [
    label(caption),
    { text: heading, style: { size: SIZE.heading, bold: true }, gap: 3 },
    ...lines.map((text, i) => ({ text, style: body, gap: i === 0 ? 1 : 0 })),
  ];
  const ids = [
    party.ico === null ? null : `IČO: ${party.ico}`,
    party.dic === null ? null : `DIČ: ${party.dic}`,
  ];
  ids
    .filter((text) => text !== null)
    .forEach((text, i) => blocks.push({ text, style: body, gap: i === 0 ? 4 : 0 }));
  return blocks;
}

function supplierBlocks(supplier: TaxDocument['supplier']): Block[] {
  const blocks = partyBlocks('Dodavatel', supplier);
  const small: TextStyle = { size: SIZE.label, color: COLOR.muted };
  if (supplier.registration !== null) {
    blocks.push({
      text: `Zapsáno v obchodním rejstříku, spisová značka ${supplier.registration}`,
      style: small,
      gap: 4,
    });
  }
  blocks.push({ text: `E-mail: ${supplier.email}`, style: body, gap: 4 });
  blocks.push({ text: `Telefon: ${supplier.phone}`, style: body });
  if (supplier.bankAccount !== null) {
    blocks.push({ text: `Bankovní účet: ${supplier.bankAccount}`, style: body });
  }
  return blocks;
}

/** Supplier on the left, customer on the right in a shaded box, as on an envelope window. */
function drawParties(sheet: Sheet, doc: TaxDocument): void {
  const columnWidth = (sheet.width - COLUMN_GAP) / 2;
  const supplier = supplierBlocks(doc.supplier);
  const customer = partyBlocks('Odběratel', doc.customer);
  const customerX = sheet.left + columnWidth + COLUMN_GAP;
  const innerWidth = columnWidth - 2 * BOX_PADDING;
  const supplierHeight = blockHeight(sheet, supplier, columnWidth);
  const customerHeight = blockHeight(sheet, customer, innerWidth) + 2 * BOX_PADDING;
  sheet.box(customerX, sheet.y - BOX_PADDING, columnWidth, customerHeight, COLOR.fill, 4);
  drawBlocks(sheet, supplier, sheet.left, sheet.y, columnWidth);
  drawBlocks(sheet, customer, customerX + BOX_PADDING, sheet.y, innerWidth);
  sheet.y += Math.max(supplierHeight, customerHeight - BOX_PADDING) + 16;
}

/** Dates, order and payment in a bordered grid, three to a row. */
function drawFacts(sheet: Sheet, doc: TaxDocument): void {
  const facts: [string, string][] = [
    ['Datum vystavení', czechDate(doc.issuedOn)],
    ['Datum uskutečnění zdanitelného plnění', czechDate(doc.taxableSupplyOn)],
    ['Způsob úhrady', doc.paymentName],
    ['Objednávka', doc.orderCode],
    ['Variabilní symbol', doc.variableSymbol],
    doc.kind === 'credit_note' && doc.correctedDocumentNumber !== null
      ? ['Opravovaný doklad', doc.correctedDocumentNumber]
      : ['Měna', doc.currencyCode],
  ];
  const perRow = 3;
  const cellWidth = (sheet.width - 2 * BOX_PADDING) / perRow;
  const textWidth = cellWidth - 8;
  const labelStyle: TextStyle = { size: SIZE.label, color: COLOR.muted };
  const valueStyle: TextStyle = { size: SIZE.body + 1, bold: true };
  const rows: [string, string][][] = [];
  for (let i = 0; i < facts.length; i += perRow) rows.push(facts.slice(i, i + perRow));
  const rowHeights = rows.map((row) =>
    Math.max(
      ...row.map(
        ([l, v]) => sheet.measure(l, textWidth, labelStyle) + 1 + sheet.measure(v, textWidth, valueStyle),
      ),
    ),
  );
  const rowGap = 8;
  const height = rowHeights.reduce((a, b) => a + b, 0) + rowGap * (rows.length - 1) + 2 * BOX_PADDING;
  const top = sheet.y;
  sheet.pdf
    .save()
    .roundedRect(sheet.left, top, sheet.width, height, 4)
    .lineWidth(0.8)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore();
  let y = top + BOX_PADDING;
  rows.forEach((row, r) => {
    row.forEach(([l, v], c) => {
      const x = sheet.left + BOX_PADDING + c * cellWidth;
      const labelHeight = sheet.write(l, x, y, textWidth, labelStyle);
      sheet.write(v, x, y + labelHeight + 1, textWidth, valueStyle);
    });
    y += (rowHeights[r] ?? 0) + rowGap;
  });
  sheet.y = top + height + 14;
}

/** Why a credit note corrects the document, in a box with an accent bar. */
function drawReason(sheet: Sheet, reason: string): void {
  const x = sheet.left + 10;
  const width = sheet.width - 10;
  const labelStyle: TextStyle = { size: SIZE.label, bold: true, color: COLOR.muted };
  const height = sheet.measure('Důvod opravy', width, labelStyle) + 1 + sheet.measure(reason, width, body);
  sheet.box(sheet.left, sheet.y, 3, height, COLOR.accent);
  const labelHeight = sheet.write('Důvod opravy', x, sheet.y, width, labelStyle);
  sheet.write(reason, x, sheet.y + labelHeight + 1, width, body);
  sheet.y += height + 14;
}

/** The first page's top: title and number, the parties, the dates and, on a credit note, the reason. */
export function drawHeading(sheet: Sheet, doc: TaxDocument): void {
  drawTitle(sheet, doc);
  drawParties(sheet, doc);
  drawFacts(sheet, doc);
  if (doc.kind === 'credit_note' && doc.reason !== null) drawReason(sheet, doc.reason);
}
