import { describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TaxDocument, TaxDocumentLine, TaxDocumentParty, VatRecapRow } from '@shop/contract';
import { renderTaxDocumentPdf } from '../src/integrations/tax-document-pdf/render.ts';

// ——— fixtures

const supplier: TaxDocument['supplier'] = {
  name: 'Dobrý obchod s.r.o.',
  businessName: null,
  street: 'Václavské náměstí 1',
  city: 'Praha 1',
  postcode: '110 00',
  countryCode: 'CZE',
  ico: '27074358',
  dic: 'CZ27074358',
  registration: 'C 123456 vedená u Městského soudu v Praze',
  email: 'faktury@dobryobchod.cz',
  phone: '+420 222 333 444',
  bankAccount: '2800123456/2010',
};

const bakery: TaxDocumentParty = {
  name: 'Jan Novák',
  businessName: 'Pekařství Novák s.r.o.',
  street: 'Masarykova 12',
  city: 'Brno',
  postcode: '602 00',
  countryCode: 'CZE',
  ico: '25596641',
  dic: 'CZ25596641',
};

const slovakShopper: TaxDocumentParty = {
  name: 'Mária Kováčová',
  businessName: null,
  street: 'Obchodná 5',
  city: 'Bratislava',
  postcode: '811 06',
  countryCode: 'SVK',
  ico: null,
  dic: null,
};

const privateShopper: TaxDocumentParty = {
  name: 'Eva Dvořáková',
  businessName: null,
  street: 'Nádražní 8',
  city: 'Olomouc',
  postcode: '779 00',
  countryCode: 'CZE',
  ico: null,
  dic: null,
};

/** A line from its price without VAT; the tax is rounded to the minor unit. */
function line(name: string, code: string | null, amount: number, unitWithoutTax: number, vatRate: number) {
  const totalWithoutTax = amount * unitWithoutTax;
  const vatAmount = Math.round((totalWithoutTax * vatRate) / 100);
  return {
    name,
    code,
    amount,
    quantityDecimals: 0,
    unit: 'ks',
    unitWithoutTax,
    vatRate,
    totalWithoutTax,
    vatAmount,
    totalWithTax: totalWithoutTax + vatAmount,
  } satisfies TaxDocumentLine;
}

/** Sums the lines per VAT rate, in crowns too at the exchange rate. */
function recap(lines: TaxDocumentLine[], exchangeRate: number | null): VatRecapRow[] {
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => b - a);
  return rates.map((vatRate) => {
    const of = lines.filter((l) => l.vatRate === vatRate);
    const base = of.reduce((s, l) => s + l.totalWithoutTax, 0);
    const vat = of.reduce((s, l) => s + l.vatAmount, 0);
    const rate = exchangeRate ?? 1;
    return {
      vatRate,
      base,
      vat,
      total: base + vat,
      baseCzk: Math.round(base * rate),
      vatCzk: Math.round(vat * rate),
    };
  });
}

/** A document of the lines with its totals, rounding and payment. */
function taxDocument(
  fields: Omit<
    TaxDocument,
    'recap' | 'totalWithoutTax' | 'totalVat' | 'totalWithTax' | 'rounding' | 'alreadyPaid'
  > & { paid: boolean; roundToWhole?: boolean },
): TaxDocument {
  const { paid, roundToWhole, ...doc } = fields;
  const totalWithoutTax = doc.lines.reduce((s, l) => s + l.totalWithoutTax, 0);
  const totalVat = doc.lines.reduce((s, l) => s + l.vatAmount, 0);
  const exact = totalWithoutTax + totalVat;
  const totalWithTax = roundToWhole ? Math.round(exact / 100) * 100 : exact;
  return {
    ...doc,
    recap: recap(doc.lines, doc.exchangeRate),
    totalWithoutTax,
    totalVat,
    totalWithTax,
    rounding: totalWithTax - exact,
    alreadyPaid: paid ? totalWithTax : 0,
  };
}

const MUG = 'Příliš žluťoučký kůň úpěl ďábelské ódy – hrnek 300 ml';

const czkInvoice = taxDocument({
  kind: 'invoice',
  number: '2026000042',
  issuedOn: '2026-03-12',
  taxableSupplyOn: '2026-03-11',
  orderCode: 'OBJ-2026-1042',
  variableSymbol: '2026000042',
  paymentName: 'Platba kartou online',
  currencyCode: 'CZK',
  exchangeRate: null,
  supplier,
  customer: bakery,
  lines: [
    line(MUG, 'HRN-300', 2, 20661, 21),
    line('Káva zrnková Brazílie 1 kg', 'KAV-1000', 1, 44554, 12),
    line('Doprava – PPL na adresu', null, 1, 8182, 21),
  ],
  correctedDocumentNumber: null,
  reason: null,
  paid: true,
});

const eurInvoice = taxDocument({
  kind: 'invoice',
  number: '2026000043',
  issuedOn: '2026-03-14',
  taxableSupplyOn: '2026-03-14',
  orderCode: 'OBJ-2026-1043',
  variableSymbol: '2026000043',
  paymentName: 'Platba kartou online',
  currencyCode: 'EUR',
  exchangeRate: 25.125,
  supplier,
  customer: slovakShopper,
  lines: [
    line('Čajová konvice Ľadová 1,2 l', 'CAJ-02', 1, 2066, 21),
    line('Doprava – Packeta na Slovensko', null, 1, 413, 21),
  ],
  correctedDocumentNumber: null,
  reason: null,
  paid: true,
});

const creditNote = taxDocument({
  kind: 'credit_note',
  number: '9026000003',
  issuedOn: '2026-03-20',
  taxableSupplyOn: '2026-03-20',
  orderCode: 'OBJ-2026-1042',
  variableSymbol: '2026000042',
  paymentName: 'Bankovní převod',
  currencyCode: 'CZK',
  exchangeRate: null,
  supplier,
  customer: privateShopper,
  lines: [line(MUG, 'HRN-300', -1, 20661, 21), line('Doprava – PPL na adresu', null, -1, 8182, 21)],
  correctedDocumentNumber: '2026000042',
  reason: 'Odstoupení od smlouvy do 14 dnů – vrácení zboží',
  paid: false,
});

const longInvoice = taxDocument({
  kind: 'invoice',
  number: '2026000044',
  issuedOn: '2026-03-15',
  taxableSupplyOn: '2026-03-15',
  orderCode: 'OBJ-2026-1044',
  variableSymbol: '2026000044',
  paymentName: 'Dobírka',
  currencyCode: 'CZK',
  exchangeRate: null,
  supplier,
  customer: bakery,
  lines: [
    ...Array.from({ length: 79 }, (_, i) =>
      line(`Semínka ředkvičky, balení č. ${i + 1}`, `SEM-${String(i + 1).padStart(3, '0')}`, 1, 2479, 21),
    ),
    line('Dárkové balení', 'DAR-01', 1, 1020, 21),
  ],
  correctedDocumentNumber: null,
  reason: null,
  paid: false,
  roundToWhole: true,
});

// ——— reading the PDF back

interface ReadPdf {
  pages: string[];
  text: string;
  info: Record<string, unknown>;
  fontNames: string[];
  fontsEmbedded: boolean;
}

/** Every page's text (whitespace collapsed), the document info, and the fonts the pages use. */
async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  const fonts = new Map<string, { name: string; missingFile: boolean }>();
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    pages.push(text);
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.setFont) return;
      const ref = (ops.argsArray[i] as [string])[0];
      fonts.set(ref, page.commonObjs.get(ref) as { name: string; missingFile: boolean });
    });
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  const loaded = [...fonts.values()];
  return {
    pages,
    text: pages.join(' '),
    info: info as Record<string, unknown>,
    fontNames: [...new Set(loaded.map((f) => f.name))].sort(),
    fontsEmbedded: loaded.every((f) => !f.missingFile),
  };
}

// ——— tests

describe('renderTaxDocumentPdf', () => {
  it('renders a crown invoice for a business with both parties, dates, lines, recapitulation and totals', async () => {
    const pdf = await readPdf(await renderTaxDocumentPdf(czkInvoice));
    expect(pdf.pages).toHaveLength(1);
    const { text } = pdf;
    expect(text).toContain('Faktura – daňový doklad');
    expect(text).toContain('2026000042');
    // Czech letters come back as they went in.
    expect(text).toContain(MUG);
    expect(text).toContain('Datum vystavení 12. 3. 2026');
    expect(text).toContain('Datum uskutečnění zdanitelného plnění 11. 3. 2026');
    expect(text).toContain('Objednávka OBJ-2026-1042');
    expect(text).toContain('Variabilní symbol 2026000042');
    expect(text).toContain('Způsob úhrady Platba kartou online');
    expect(text).toContain('Rekapitulace DPH');
    // Supplier and customer, with their tax numbers.
    expect(text).toContain('Dobrý obchod s.r.o.');
    expect(text).toContain('IČO: 27074358');
    expect(text).toContain('DIČ: CZ27074358');
    expect(text).toContain('C 123456 vedená u Městského soudu v Praze');
    expect(text).toContain('Bankovní účet: 2800123456/2010');
    expect(text).toContain('Pekařství Novák s.r.o.');
    expect(text).toContain('Jan Novák');
    expect(text).toContain('IČO: 25596641');
    expect(text).toContain('DIČ: CZ25596641');
    // The table: header, a line's cells, both rates.
    expect(text).toContain('Položka Kód Množství Cena za MJ bez DPH Sazba DPH Základ DPH Celkem s DPH');
    expect(text).toContain('HRN-300 2 ks 206,61 Kč 21 % 413,22 Kč 86,78 Kč 500,00 Kč');
    expect(text).toContain('KAV-1000 1 ks 445,54 Kč 12 % 445,54 Kč 53,46 Kč 499,00 Kč');
    // Recapitulation per rate, then the totals.
    expect(text).toContain('21 % 495,04 Kč 103,96 Kč 599,00 Kč');
    expect(text).toContain('12 % 445,54 Kč 53,46 Kč 499,00 Kč');
    expect(text).toContain('Celkem bez DPH 940,58 Kč');
    expect(text).toContain('DPH celkem 157,42 Kč');
    expect(text).toContain('Celkem k úhradě 1 098,00 Kč');
    expect(text).not.toContain('Zaokrouhlení');
    // Paid by card before the invoice: nothing is due.
    expect(text).toContain('K úhradě 0,00 Kč');
    expect(text).toContain('Uhrazeno – neplaťte');
    expect(text).toContain('Strana 1 z 1');
    expect(text).not.toContain('Kurz:');
  });

  it('sets the title, author and language, and embeds Noto Sans', async () => {
    const pdf = await readPdf(await renderTaxDocumentPdf(czkInvoice));
    expect(pdf.info).toMatchObject({
      Title: 'Faktura – daňový doklad 2026000042',
      Author: 'Dobrý obchod s.r.o.',
      Language: 'cs',
    });
    expect(pdf.fontNames).toHaveLength(2);
    expect(pdf.fontNames[0]).toMatch(/^[A-Z]{6}\+NotoSans-Bold$/);
    expect(pdf.fontNames[1]).toMatch(/^[A-Z]{6}\+NotoSans-Regular$/);
    expect(pdf.fontsEmbedded).toBe(true);
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([
      renderTaxDocumentPdf(czkInvoice),
      renderTaxDocumentPdf(czkInvoice),
    ]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.equals(second)).toBe(true);
  });

  it('renders a euro invoice with the VAT also in crowns at the exchange rate', async () => {
    const { text } = await readPdf(await renderTaxDocumentPdf(eurInvoice));
    expect(text).toContain('2026000043');
    expect(text).toContain('Mária Kováčová');
    expect(text).toContain('811 06 Bratislava');
    expect(text).toContain('Slovenská republika');
    expect(text).toContain('Čajová konvice Ľadová 1,2 l');
    expect(text).toContain('CAJ-02 1 ks 20,66 € 21 % 20,66 € 4,34 € 25,00 €');
    expect(text).toContain('Sazba DPH Základ DPH Celkem Základ v Kč DPH v Kč');
    // 24,79 € and 5,21 € at 25,125 Kč.
    expect(text).toContain('21 % 24,79 € 5,21 € 30,00 € 622,85 Kč 130,90 Kč');
    expect(text).toContain('Kurz: 1 EUR = 25,125 CZK');
    expect(text).toContain('Celkem bez DPH 24,79 €');
    expect(text).toContain('DPH celkem 5,21 €');
    expect(text).toContain('Celkem k úhradě 30,00 €');
    expect(text).toContain('K úhradě 0,00 €');
    expect(text).toContain('Uhrazeno – neplaťte');
  });

  it('renders a credit note naming the corrected invoice and the reason, with negative amounts', async () => {
    const { text, pages } = await readPdf(await renderTaxDocumentPdf(creditNote));
    expect(pages).toHaveLength(1);
    expect(text).toContain('Opravný daňový doklad');
    expect(text).not.toContain('Faktura – daňový doklad');
    expect(text).toContain('9026000003');
    expect(text).toContain('k daňovému dokladu č. 2026000042');
    expect(text).toContain('Důvod opravy Odstoupení od smlouvy do 14 dnů – vrácení zboží');
    expect(text).toContain('Eva Dvořáková');
    expect(text).toContain('HRN-300 -1 ks 206,61 Kč 21 % -206,61 Kč -43,39 Kč -250,00 Kč');
    expect(text).toContain('21 % -288,43 Kč -60,57 Kč -349,00 Kč');
    expect(text).toContain('Celkem bez DPH -288,43 Kč');
    expect(text).toContain('DPH celkem -60,57 Kč');
    expect(text).toContain('Celkem k úhradě -349,00 Kč');
    expect(text).not.toContain('neplaťte');
  });

  it('continues a long table on further pages under a repeated header, with page numbers', async () => {
    const { pages, text } = await readPdf(await renderTaxDocumentPdf(longInvoice));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const count = pages.length;
    pages.forEach((page, i) => expect(page).toContain(`Strana ${i + 1} z ${count}`));
    // Page 2 names the document again and repeats the table header.
    expect(pages[1]).toContain('Faktura – daňový doklad č. 2026000044');
    expect(pages[1]).toContain('Položka Kód Množství Cena za MJ bez DPH Sazba DPH Základ DPH Celkem s DPH');
    // Every line is there once, in order.
    const positions = longInvoice.lines.map((l) => text.indexOf(`${l.name} ${l.code}`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // 2 382,34 Kč rounded to whole crowns on cash on delivery; nothing paid yet.
    expect(text).toContain('Celkem bez DPH 1 968,61 Kč');
    expect(text).toContain('DPH celkem 413,73 Kč');
    expect(text).toContain('Zaokrouhlení -0,34 Kč');
    expect(text).toContain('Celkem k úhradě 2 382,00 Kč');
    expect(text).not.toContain('Uhrazeno');
    // The recapitulation and the totals stay together on the last page.
    expect(pages.at(-1)).toContain('Rekapitulace DPH');
    expect(pages.at(-1)).toContain('Celkem k úhradě');
  });
});
