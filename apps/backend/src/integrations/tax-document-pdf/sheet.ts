import { BOLD, REGULAR } from './fonts.ts';
import { COLOR, CONTENT_WIDTH, PAGE } from './style.ts';

export interface TextStyle {
  readonly size: number;
  readonly bold?: boolean;
  readonly color?: string;
  readonly align?: 'left' | 'right' | 'center';
}

/** Noto Sans puts the baseline this far below a line's top, in ems. */
export const ASCENT = 1.069;

// A single-line text never shrinks below this size to fit its box.
const MIN_FIT_SIZE = 5.5;

/**
 * The page being written: where the next block starts (`y`), text that is measured before it is
 * drawn, and the move to a new page when a block would run into the footer. Every position is
 * explicit, so pdfkit never breaks a page on its own.
 */
export class Sheet {
  y: number = PAGE.margin;
  readonly left = PAGE.margin;
  readonly width = CONTENT_WIDTH;
  readonly right = PAGE.margin + CONTENT_WIDTH;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    /** Draws the top of a continuation page and moves `y` below it. */
    private readonly continuation: (sheet: Sheet) => void,
  ) {}

  private use(style: TextStyle): void {
    this.pdf
      .font(style.bold ? BOLD : REGULAR)
      .fontSize(style.size)
      .fillColor(style.color ?? COLOR.ink);
  }

  /** The height `text` takes wrapped to `width`. */
  measure(text: string, width: number, style: TextStyle): number {
    this.use(style);
    return this.pdf.heightOfString(text, { width, lineGap: 0 });
  }

  /** The width of `text` on one line. */
  textWidth(text: string, style: TextStyle): number {
    this.use(style);
    return this.pdf.widthOfString(text);
  }

  /** Draws `text` wrapped to `width`; returns the height it took. */
  write(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const height = this.measure(text, width, style);
    this.pdf.text(text, x, y, { width, align: style.align ?? 'left', lineGap: 0 });
    return height;
  }

  /**
   * Draws `text` on one line within `width`, aligned; a text too long for it is set smaller
   * (on the same baseline) rather than wrapped or cut.
   */
  line(text: string, x: number, y: number, width: number, style: TextStyle): void {
    let size = style.size;
    const natural = this.textWidth(text, style);
    if (natural > width) size = Math.max(MIN_FIT_SIZE, (style.size * width) / natural);
    const fitted = { ...style, size };
    const textWidth = this.textWidth(text, fitted);
    const offset =
      style.align === 'right' ? width - textWidth : style.align === 'center' ? (width - textWidth) / 2 : 0;
    this.pdf.text(text, x + offset, y + (style.size - size) * ASCENT, { lineBreak: false });
  }

  /** The height of one line of text at `size`. */
  lineHeight(size: number): number {
    this.use({ size });
    return this.pdf.currentLineHeight();
  }

  /** A horizontal rule across `width` from `x`. */
  rule(x: number, y: number, width: number, color: string = COLOR.rule, thickness = 0.6): void {
    this.pdf
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  /** A filled rectangle, optionally with rounded corners. */
  box(x: number, y: number, width: number, height: number, color: string, radius = 0): void {
    this.pdf.save();
    if (radius > 0) this.pdf.roundedRect(x, y, width, height, radius);
    else this.pdf.rect(x, y, width, height);
    this.pdf.fillColor(color).fill().restore();
  }

  /** Whether a block of `height` still fits above the footer. */
  fits(height: number): boolean {
    return this.y + height <= PAGE.contentBottom;
  }

  /** Starts a new page, with the continuation header, when a block of `height` would not fit. */
  ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = PAGE.margin;
    this.continuation(this);
  }
}
