import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { paymentPrices, payments } from './tables.ts';

export async function seedPayment(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(
    tx,
    payments,
    d.payments.map((p) => ({
      id: p.id,
      code: p.code,
      kind: p.kind,
      name: p.name,
      description: p.description,
      position: p.position,
    })),
  );
  await insertChunked(
    tx,
    paymentPrices,
    d.payments.flatMap((p) =>
      p.prices.map((x) => ({ paymentId: p.id, currencyCode: x.currency, priceWithTax: x.priceWithTax })),
    ),
  );
  await syncIdentity(tx, 'payment.payments');
}

export async function truncatePayment(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate payment.payment_prices, payment.payments restart identity cascade`);
}
