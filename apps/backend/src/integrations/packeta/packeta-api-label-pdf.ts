import PDFDocument from 'pdfkit';
import { BOLD, REGULAR, notoSans } from '../tax-document-pdf/fonts.ts';

/** What a label of the double shows. */
export interface LabelPacket {
  barcode: string;
  barcodeText: string;
  number: string;
  recipient: string;
  phone: string;
  addressId: string;
  /** e.g. "129.00 CZK"; null when prepaid. */
  cod: string | null;
  weight: string;
  sender: string;
}

const MM = 72 / 25.4;
const A4 = { w: 210 * MM, h: 297 * MM };
const A6 = { w: 105 * MM, h: 148 * MM };

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

function drawLabel(pdf: PDFKit.PDFDocument, p: LabelPacket, x: number, y: number) {
  const pad = 6 * MM;
  const w = A6.w - 2 * pad;
  pdf.save().lineWidth(0.5).dash(3, { space: 3 }).rect(x, y, A6.w, A6.h).stroke('#999999').restore();
  let top = y + pad;
  const line = (text: string, font: string, size: number, gap = 2) => {
    pdf
      .font(font)
      .fontSize(size)
      .fillColor('#000000')
      .text(text, x + pad, top, { width: w, lineBreak: true });
    top = pdf.y + gap;
  };
  line('Zásilkovna · Packeta', BOLD, 11);
  line(`Odesílatel: ${p.sender}`, REGULAR, 8, 6);
  pdf
    .save()
    .rect(x + pad, top, w, 18 * MM)
    .fill('#000000')
    .restore();
  pdf
    .font(BOLD)
    .fontSize(20)
    .fillColor('#ffffff')
    .text(p.barcodeText, x + pad, top + 5 * MM, { width: w, align: 'center' });
  top += 18 * MM + 4;
  line(p.barcode, REGULAR, 9, 8);
  line('Příjemce', REGULAR, 8, 0);
  line(p.recipient, BOLD, 14, 0);
  line(p.phone, REGULAR, 9, 8);
  line('Výdejní místo', REGULAR, 8, 0);
  line(`č. ${p.addressId}`, BOLD, 14, 8);
  line(p.cod ? `Dobírka: ${p.cod}` : 'Bez dobírky', BOLD, 12, 4);
  line(`Objednávka ${p.number} · ${p.weight} kg`, REGULAR, 9);
}

/**
 * Labels as Packeta prints them with the format "A6 on A4": one A6 label per packet, four to an A4
 * page (left to right, top to bottom), Noto Sans embedded for the Czech names.
 */
export async function renderPacketaLabels(packets: LabelPacket[]): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [A4.w, A4.h],
    margin: 0,
    autoFirstPage: false,
    lang: 'cs',
    info: { Title: `Štítky Zásilkovny (${packets.length})`, Creator: 'Packeta (test double)' },
  });
  const bytes = collect(pdf);
  const fonts = notoSans();
  pdf.registerFont(REGULAR, fonts.regular);
  pdf.registerFont(BOLD, fonts.bold);
  packets.forEach((p, i) => {
    const slot = i % 4;
    if (slot === 0) pdf.addPage({ size: [A4.w, A4.h], margin: 0 });
    drawLabel(pdf, p, (slot % 2) * A6.w, Math.floor(slot / 2) * A6.h);
  });
  pdf.end();
  return bytes;
}
