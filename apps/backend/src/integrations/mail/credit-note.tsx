import type { TaxDocument } from '@shop/contract';
import type { MailMessage } from './mailer.ts';
import { documentAmount, renderDocumentMail, type TaxDocumentMail } from './order-paid.tsx';

/** The customer's e-mail with a credit note of their order's invoice, its PDF attached. */
export async function renderCreditNote(note: TaxDocument, mail: TaxDocumentMail): Promise<MailMessage> {
  const amount = documentAmount(note, -note.totalWithTax);
  return renderDocumentMail(
    `Opravný daňový doklad č. ${note.number} k objednávce č. ${note.orderCode}`,
    [
      `v příloze vám posíláme opravný daňový doklad č. ${note.number} k faktuře č. ${note.correctedDocumentNumber ?? ''} na částku ${amount}.`,
      note.alreadyPaid !== 0
        ? 'Tuto částku jsme vám vrátili na platební kartu, kterou jste objednávku platili. Na účtu se obvykle objeví do několika pracovních dnů.'
        : 'Tuto částku vám vrátíme stejnou cestou, jakou jste objednávku platili.',
    ],
    `opravny-doklad-${note.number}.pdf`,
    mail,
  );
}
