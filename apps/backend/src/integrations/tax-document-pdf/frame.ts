import type { TaxDocument } from '@shop/contract';
import { documentTitle } from './heading.ts';
import type { Sheet } from './sheet.ts';
import { COLOR, PAGE, SIZE } from './style.ts';

/** A continuation page's top: which document it is, and who issued it. */
export function drawContinuationHeading(sheet: Sheet, doc: TaxDocument): void {
  const half = sheet.width / 2;
  sheet.line(`${documentTitle(doc.kind)} č. ${doc.number}`, sheet.left, sheet.y, half, {
    size: SIZE.body + 1,
    bold: true,
    color: COLOR.accent,
  });
  sheet.line(doc.supplier.name, sheet.left + half, sheet.y + 1, half, {
    size: SIZE.body,
    color: COLOR.muted,
    align: 'right',
  });
  sheet.y += sheet.lineHeight(SIZE.body + 1) + 4;
  sheet.rule(sheet.left, sheet.y, sheet.width, COLOR.accent, 1);
  sheet.y += 10;
}

/** Every page's foot: the document and "Strana 1 z 2". Drawn once all pages exist. */
export function drawFooters(sheet: Sheet, doc: TaxDocument): void {
  const { start, count } = sheet.pdf.bufferedPageRange();
  const half = sheet.width / 2;
  const style = { size: SIZE.label, color: COLOR.muted };
  const ruleY = PAGE.footerY - 6;
  for (let i = 0; i < count; i++) {
    sheet.pdf.switchToPage(start + i);
    sheet.rule(sheet.left, ruleY, sheet.width);
    sheet.line(
      `${documentTitle(doc.kind)} č. ${doc.number} · ${doc.supplier.name}`,
      sheet.left,
      PAGE.footerY,
      half,
      style,
    );
    sheet.line(`Strana ${i + 1} z ${count}`, sheet.left + half, PAGE.footerY, half, {
      ...style,
      align: 'right',
    });
  }
}
