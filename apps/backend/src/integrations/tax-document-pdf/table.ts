import type { Sheet, TextStyle } from './sheet.ts';
import { CELL_PADDING, COLOR } from './style.ts';

export interface Column {
  readonly header: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  /** A long text wraps onto more lines (names); other cells stay on one line. */
  readonly wrap?: boolean;
}

export interface Row {
  readonly cells: readonly string[];
  readonly bold?: boolean;
}

export interface Table {
  readonly x: number;
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  readonly size: number;
}

const innerWidth = (column: Column) => column.width - 2 * CELL_PADDING.x;

function headerHeight(sheet: Sheet, table: Table): number {
  const style = { size: table.size - 0.5, bold: true };
  const heights = table.columns.map((c) => sheet.measure(c.header, innerWidth(c), style));
  return Math.max(...heights) + 2 * CELL_PADDING.y;
}

function rowHeight(sheet: Sheet, table: Table, row: Row): number {
  const style: TextStyle = { size: table.size, bold: row.bold };
  const heights = table.columns.map((c, i) =>
    c.wrap ? sheet.measure(row.cells[i] ?? '', innerWidth(c), style) : sheet.lineHeight(table.size),
  );
  return Math.max(...heights) + 2 * CELL_PADDING.y;
}

const tableWidth = (table: Table) => table.columns.reduce((sum, c) => sum + c.width, 0);

/** The header row: shaded, bold, each label aligned like its column and standing on the row's bottom. */
function drawHeader(sheet: Sheet, table: Table): void {
  const height = headerHeight(sheet, table);
  sheet.box(table.x, sheet.y, tableWidth(table), height, COLOR.headerFill);
  let x = table.x;
  for (const column of table.columns) {
    const style: TextStyle = { size: table.size - 0.5, bold: true, align: column.align };
    const labelHeight = sheet.measure(column.header, innerWidth(column), style);
    const y = sheet.y + height - CELL_PADDING.y - labelHeight;
    sheet.write(column.header, x + CELL_PADDING.x, y, innerWidth(column), style);
    x += column.width;
  }
  sheet.y += height;
}

/** The height of the header and the first `rows` rows: what must fit for the table to start. */
export function tableStartHeight(sheet: Sheet, table: Table, rows = 1): number {
  const body = table.rows.slice(0, rows).reduce((sum, row) => sum + rowHeight(sheet, table, row), 0);
  return headerHeight(sheet, table) + body;
}

/**
 * Draws the table from `sheet.y`. A row that would run into the footer goes to a new page, and
 * the header row is repeated above it there.
 */
export function drawTable(sheet: Sheet, table: Table): void {
  sheet.ensure(tableStartHeight(sheet, table));
  drawHeader(sheet, table);
  const width = tableWidth(table);
  for (const row of table.rows) {
    const height = rowHeight(sheet, table, row);
    if (!sheet.fits(height)) {
      sheet.newPage();
      drawHeader(sheet, table);
    }
    let x = table.x;
    table.columns.forEach((column, i) => {
      const text = row.cells[i] ?? '';
      const style: TextStyle = { size: table.size, bold: row.bold, align: column.align };
      const textX = x + CELL_PADDING.x;
      const textY = sheet.y + CELL_PADDING.y;
      if (column.wrap) sheet.write(text, textX, textY, innerWidth(column), style);
      else sheet.line(text, textX, textY, innerWidth(column), style);
      x += column.width;
    });
    sheet.y += height;
    sheet.rule(table.x, sheet.y, width);
  }
}
