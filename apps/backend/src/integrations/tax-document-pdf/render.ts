import PDFDocument from 'pdfkit';
import type { TaxDocument } from '@shop/contract';
import { notoSans, BOLD, REGULAR } from './fonts.ts';
import { documentCurrency } from './format.ts';
import { drawContinuationHeading, drawFooters } from './frame.ts';
import { documentTitle, drawHeading } from './heading.ts';
import { drawLines } from './lines.ts';
import { Sheet } from './sheet.ts';
import { PAGE } from './style.ts';
import { drawSummary } from './summary.ts';

/** Collects the document's bytes as pdfkit writes them. */
function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/**
 * The tax document as an A4 PDF in Czech: title and number, supplier and customer, the dates,
 * the lines (the table continues on further pages under a repeated header), the VAT
 * recapitulation and the totals, and "Strana 1 z 2" on every page. Noto Sans is embedded, so
 * the document looks the same everywhere. The same document always gives the same bytes: the
 * creation date is the issue date.
 */
export async function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const title = `${documentTitle(doc.kind)} ${doc.number}`;
  const pdf = new PDFDocument({
    size: PAGE.size,
    // pdfkit's own page breaking stays out of the way: the sheet places every block itself.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    lang: 'cs',
    displayTitle: true,
    info: {
      Title: title,
      Author: doc.supplier.name,
      Subject: `Objednávka ${doc.orderCode}`,
      Creator: doc.supplier.name,
      CreationDate: new Date(`${doc.issuedOn}T00:00:00Z`),
    },
  });
  const bytes = collect(pdf);
  const fonts = notoSans();
  pdf.registerFont(REGULAR, fonts.regular);
  pdf.registerFont(BOLD, fonts.bold);

  const currency = documentCurrency(doc.currencyCode);
  const sheet = new Sheet(pdf, (s) => drawContinuationHeading(s, doc));
  drawHeading(sheet, doc);
  drawLines(sheet, doc, currency);
  drawSummary(sheet, doc, currency);
  drawFooters(sheet, doc);
  pdf.end();
  return bytes;
}
