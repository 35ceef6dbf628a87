/** The document's look: A4 in points, margins, type sizes and colours. */

export const PAGE = {
  size: 'A4',
  width: 595.28,
  height: 841.89,
  margin: 42,
  /** Content stops here; the page number sits below. */
  contentBottom: 841.89 - 62,
  footerY: 841.89 - 42,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const SIZE = {
  title: 18,
  number: 14,
  heading: 10.5,
  body: 8.5,
  table: 7.5,
  label: 7,
  total: 11.5,
} as const;

export const COLOR = {
  ink: '#1f2328',
  muted: '#6b7280',
  accent: '#123c69',
  rule: '#d5d9df',
  fill: '#f2f4f7',
  headerFill: '#e6eaf0',
  paid: '#166534',
  paidFill: '#dcfce7',
} as const;

/** Space between a cell's text and its edges. */
export const CELL_PADDING = { x: 4, y: 3.5 } as const;
