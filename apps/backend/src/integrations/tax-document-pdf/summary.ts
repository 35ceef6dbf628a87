import type { TaxDocument, VatRecapRow } from '@shop/contract';
import { formatMoney, type Currency } from '@shop/rules';
import { CROWNS, exchangeRateLine, vatPercent } from './format.ts';
import { settlement } from './settlement.ts';
import { ASCENT, type Sheet, type TextStyle } from './sheet.ts';
import { COLOR, SIZE } from './style.ts';
import { drawTable, tableStartHeight, type Column, type Row, type Table } from './table.ts';

const TOTALS_WIDTH = 210;
const GAP = 18;
const PADDING = 10;

/**
 * The VAT recapitulation, a row per rate. In a foreign currency it also gives the base and the
 * tax in crowns (the tax is due in crowns), with their sums and the exchange rate used.
 */
function recapTable(doc: TaxDocument, currency: Currency, x: number, width: number): Table {
  const foreign = doc.currencyCode !== 'CZK';
  const headers = ['Základ', 'DPH', 'Celkem', ...(foreign ? ['Základ v Kč', 'DPH v Kč'] : [])];
  const rateWidth = 54;
  const moneyWidth = (width - rateWidth) / headers.length;
  const columns: Column[] = [
    { header: 'Sazba DPH', align: 'left', width: rateWidth },
    ...headers.map((header) => ({ header, align: 'right' as const, width: moneyWidth })),
  ];
  const cells = (r: Omit<VatRecapRow, 'vatRate'>) => [
    formatMoney(r.base, currency),
    formatMoney(r.vat, currency),
    formatMoney(r.total, currency),
    ...(foreign ? [formatMoney(r.baseCzk, CROWNS), formatMoney(r.vatCzk, CROWNS)] : []),
  ];
  const rows: Row[] = doc.recap.map((r) => ({ cells: [vatPercent(r.vatRate), ...cells(r)] }));
  if (foreign) {
    const sum = (pick: (r: VatRecapRow) => number) => doc.recap.reduce((s, r) => s + pick(r), 0);
    const sums = {
      base: sum((r) => r.base),
      vat: sum((r) => r.vat),
      total: sum((r) => r.total),
      baseCzk: sum((r) => r.baseCzk),
      vatCzk: sum((r) => r.vatCzk),
    };
    rows.push({ cells: ['Celkem', ...cells(sums)], bold: true });
  }
  return { x, columns, rows, size: SIZE.table };
}

interface TotalLine {
  readonly label: string;
  readonly value: string;
  readonly strong?: boolean;
}

function totalLines(doc: TaxDocument, currency: Currency): TotalLine[] {
  const { due, paidInFull } = settlement(doc);
  const lines: TotalLine[] = [
    { label: 'Celkem bez DPH', value: formatMoney(doc.totalWithoutTax, currency) },
    { label: 'DPH celkem', value: formatMoney(doc.totalVat, currency) },
  ];
  if (doc.rounding !== 0) lines.push({ label: 'Zaokrouhlení', value: formatMoney(doc.rounding, currency) });
  lines.push({ label: 'Celkem k úhradě', value: formatMoney(doc.totalWithTax, currency), strong: true });
  if (doc.alreadyPaid !== 0) {
    lines.push({ label: 'Již uhrazeno', value: formatMoney(doc.alreadyPaid, currency) });
    lines.push({
      label: paidInFull ? 'K úhradě' : 'Zbývá uhradit',
      value: formatMoney(due, currency),
      strong: true,
    });
  }
  return lines;
}

const PAID_NOTE = 'Uhrazeno – neplaťte';

function lineStyle(line: TotalLine): { label: TextStyle; value: TextStyle } {
  return line.strong
    ? { label: { size: SIZE.body + 1, bold: true }, value: { size: SIZE.total, bold: true, align: 'right' } }
    : { label: { size: SIZE.body, color: COLOR.muted }, value: { size: SIZE.body, align: 'right' } };
}

const LINE_GAP = 4;
const LABEL_GAP = 8;

function totalsHeight(sheet: Sheet, lines: readonly TotalLine[], paidInFull: boolean): number {
  const body = lines.reduce((sum, l) => sum + sheet.lineHeight(lineStyle(l).value.size) + LINE_GAP, 0);
  const note = paidInFull ? sheet.lineHeight(SIZE.heading) + 8 + LINE_GAP : 0;
  return 2 * PADDING + body - LINE_GAP + note;
}

/** The totals in a shaded box; the amount to pay is the largest figure on the page. */
function drawTotals(sheet: Sheet, doc: TaxDocument, currency: Currency, x: number, y: number): number {
  const lines = totalLines(doc, currency);
  const { paidInFull } = settlement(doc);
  const height = totalsHeight(sheet, lines, paidInFull);
  sheet.box(x, y, TOTALS_WIDTH, height, COLOR.fill, 4);
  const inner = TOTALS_WIDTH - 2 * PADDING;
  let at = y + PADDING;
  for (const line of lines) {
    const style = lineStyle(line);
    const lineHeight = sheet.lineHeight(style.value.size);
    if (line.strong) sheet.rule(x + PADDING, at - LINE_GAP / 2, inner, COLOR.rule);
    // A label sits on its value's baseline.
    const labelY = at + (style.value.size - style.label.size) * ASCENT;
    // The label keeps its width; the value takes the rest and is set smaller if it must.
    const labelWidth = Math.min(sheet.textWidth(line.label, style.label), inner * 0.6);
    sheet.line(line.label, x + PADDING, labelY, labelWidth, style.label);
    const valueX = x + PADDING + labelWidth + LABEL_GAP;
    sheet.line(line.value, valueX, at, x + PADDING + inner - valueX, style.value);
    at += lineHeight + LINE_GAP;
  }
  if (paidInFull) {
    const noteHeight = sheet.lineHeight(SIZE.heading) + 8;
    sheet.box(x + PADDING, at, inner, noteHeight, COLOR.paidFill, 3);
    sheet.line(PAID_NOTE, x + PADDING, at + 4, inner, {
      size: SIZE.heading,
      bold: true,
      color: COLOR.paid,
      align: 'center',
    });
  }
  return height;
}

/**
 * The recapitulation and the totals, kept together on one page: side by side for a crown document,
 * the wider foreign-currency recapitulation above the totals.
 */
export function drawSummary(sheet: Sheet, doc: TaxDocument, currency: Currency): void {
  const foreign = doc.currencyCode !== 'CZK';
  const recapWidth = foreign ? sheet.width : sheet.width - TOTALS_WIDTH - GAP;
  const recap = recapTable(doc, currency, sheet.left, recapWidth);
  const titleStyle: TextStyle = { size: SIZE.heading, bold: true };
  const titleHeight = sheet.lineHeight(SIZE.heading) + 4;
  const rateStyle: TextStyle = { size: SIZE.body, color: COLOR.muted };
  const rateHeight = foreign && doc.exchangeRate !== null ? sheet.lineHeight(SIZE.body) + 5 : 0;
  const recapHeight = titleHeight + tableStartHeight(sheet, recap, recap.rows.length) + rateHeight;
  const totalsBoxHeight = totalsHeight(sheet, totalLines(doc, currency), settlement(doc).paidInFull);
  const height = foreign
    ? recapHeight + GAP + totalsBoxHeight
    : Math.max(recapHeight, totalsBoxHeight + titleHeight);

  sheet.y += GAP;
  sheet.ensure(height);
  const top = sheet.y;
  sheet.line('Rekapitulace DPH', sheet.left, top, recapWidth, titleStyle);
  sheet.y = top + titleHeight;
  drawTable(sheet, recap);
  if (foreign && doc.exchangeRate !== null) {
    sheet.line(
      exchangeRateLine(doc.currencyCode, doc.exchangeRate),
      sheet.left,
      sheet.y + 4,
      recapWidth,
      rateStyle,
    );
    sheet.y += rateHeight;
  }
  const totalsX = sheet.right - TOTALS_WIDTH;
  const totalsY = foreign ? sheet.y + GAP : top + titleHeight;
  const boxHeight = drawTotals(sheet, doc, currency, totalsX, totalsY);
  sheet.y = Math.max(sheet.y, totalsY + boxHeight);
}
