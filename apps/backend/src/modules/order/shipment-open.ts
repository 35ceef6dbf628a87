import type { Tx } from '../../db/client.ts';
import { enqueueJob } from '../jobs/index.ts';
import { shipperCarrier } from '../shipping/index.ts';
import type { OrderRow } from './service.ts';
import { orderShipments } from './tables.ts';

/**
 * An order is packed: when its shipper's parcels go with Packeta, its shipment is noted as pending
 * and the job that creates it at Packeta is queued, in the packing's own transaction (a Packeta
 * outage never loses it and never holds the operator up). Packed once more, nothing new is queued.
 */
export async function openShipmentOnPacking(tx: Tx, row: OrderRow): Promise<void> {
  if ((await shipperCarrier(tx, row.shipperId)) !== 'packeta') return;
  const opened = await tx
    .insert(orderShipments)
    .values({ orderId: row.id, carrier: 'packeta' })
    .onConflictDoNothing()
    .returning({ orderId: orderShipments.orderId });
  if (opened.length) await enqueueJob(tx, 'packeta-shipment', { orderId: row.id });
}
