import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { fillPointSearchText } from './branches/feed-import.ts';
import { branches, pickupPoints, shipperPrices, shippers } from './tables.ts';

export async function seedShipping(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(
    tx,
    shippers,
    d.shippers.map((s) => ({
      id: s.id,
      code: s.code,
      type: s.type,
      name: s.name,
      description: s.description,
      requiredAddress: s.requiredAddress,
      deliveryDays: s.deliveryDays,
      closesAt: s.closesAt,
      blockedPaymentCodes: s.blockedPaymentCodes,
      countries: s.countries,
      position: s.position,
      carrier: s.carrier ?? null,
    })),
  );
  await insertChunked(
    tx,
    shipperPrices,
    d.shippers.flatMap((s) =>
      s.prices.map((p) => ({
        shipperId: s.id,
        currencyCode: p.currency,
        priceWithTax: p.priceWithTax,
        freeFromWithTax: p.freeFromWithTax,
      })),
    ),
  );
  await insertChunked(tx, branches, d.branches);
  const shipperId = new Map(d.shippers.map((s) => [s.code, s.id]));
  await insertChunked(
    tx,
    pickupPoints,
    (d.pickupPoints ?? []).flatMap(({ shipperCode, ...point }) => {
      const id = shipperId.get(shipperCode);
      return id === undefined ? [] : [{ ...point, shipperId: id }];
    }),
  );
  await fillPointSearchText(tx);
  await syncIdentity(tx, 'shipping.shippers');
  await syncIdentity(tx, 'shipping.branches');
}

export async function truncateShipping(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate shipping.pickup_points, shipping.shipper_prices, shipping.shippers, shipping.branches restart identity cascade`,
  );
}
