import type { TaxDocument } from '@shop/contract';
import { formatMoney, type Currency } from '@shop/rules';
import { quantity, vatPercent } from './format.ts';
import type { Sheet } from './sheet.ts';
import { SIZE } from './style.ts';
import { drawTable, type Column } from './table.ts';

// The fixed columns' widths; the item's name takes what is left of the page's width.
const FIXED: readonly Omit<Column, 'width'>[] = [
  { header: 'Kód', align: 'left', wrap: true },
  { header: 'Množství', align: 'right' },
  { header: 'Cena za MJ\nbez DPH', align: 'right' },
  { header: 'Sazba DPH', align: 'right' },
  { header: 'Základ', align: 'right' },
  { header: 'DPH', align: 'right' },
  { header: 'Celkem s DPH', align: 'right' },
];
const WIDTHS = [56, 44, 62, 34, 62, 56, 66];

/** What was supplied, a row per line, with every amount right-aligned under its header. */
export function drawLines(sheet: Sheet, doc: TaxDocument, currency: Currency): void {
  const fixed = FIXED.map((c, i) => ({ ...c, width: WIDTHS[i] ?? 0 }));
  const nameWidth = sheet.width - fixed.reduce((sum, c) => sum + c.width, 0);
  const columns: Column[] = [{ header: 'Položka', align: 'left', width: nameWidth, wrap: true }, ...fixed];
  const rows = doc.lines.map((line) => ({
    cells: [
      line.name,
      line.code ?? '',
      quantity(line.amount, line.quantityDecimals, line.unit),
      formatMoney(line.unitWithoutTax, currency),
      vatPercent(line.vatRate),
      formatMoney(line.totalWithoutTax, currency),
      formatMoney(line.vatAmount, currency),
      formatMoney(line.totalWithTax, currency),
    ],
  }));
  drawTable(sheet, { x: sheet.left, columns, rows, size: SIZE.table });
}
