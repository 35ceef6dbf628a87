import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { toMajor } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import {
  CARRIED_CODES,
  DELIVERED_CODE,
  FAILED_CODES,
  PACKET_STATUS,
  PacketaFault,
  packetaTrackingUrl,
  type PacketAttributes,
  type ParcelCarrier,
} from '../../integrations/packeta/packeta-api-protocol.ts';
import { enqueueJob, type JobLogger } from '../jobs/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import { moveOrderOn } from './fulfilment.ts';
import { findOrderById, type OrderRow } from './service.ts';
import { orderShipments } from './tables.ts';

export type ShipmentRow = typeof orderShipments.$inferSelect;

/** How long a job may take to create one packet before another may try. */
const CLAIM_MS = 2 * 60_000;
/** Codes after which Packeta's state no longer changes for the shop. */
const FINAL_CODES: ReadonlySet<number> = new Set([DELIVERED_CODE, 10, 11]);
/** Who the ledgers name for moves the carrier's tracking made. */
export const TRACKING_ACTOR = 'Zásilkovna (sledování zásilky)';

export async function shipmentOf(db: Db | Tx, orderId: number): Promise<ShipmentRow | null> {
  const [row] = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
  return row ?? null;
}

/** The tracking page of an order's parcel (Packeta's, in the order's language), once it has one. */
export const trackingUrlOf = (s: ShipmentRow | null, locale: string): string | null =>
  s?.barcode ? packetaTrackingUrl(s.barcode, locale) : null;

/** Packeta's names and addresses: the name split as the recipient gave it, the phone without spaces. */
export function packetAttributesOf(row: OrderRow, sender: string, decimals: number): PacketAttributes {
  const [first, ...rest] = row.customer.name.trim().split(/\s+/);
  const name = (row.customer.firstName || first || '').slice(0, 32);
  const surname = (row.customer.lastName || rest.join(' ') || name).slice(0, 32);
  const whole = row.currencyCode === 'CZK';
  // Packeta takes cash on delivery in whole crowns.
  const amount = (minor: number) =>
    whole ? String(Math.ceil(toMajor(minor, decimals))) : toMajor(minor, decimals).toFixed(2);
  const due = Math.max(row.totalWithTax - row.amountPaid, 0);
  return {
    number: row.code,
    name,
    surname,
    email: row.email,
    phone: (row.customer.shippingPhone || row.customer.phone || '').replace(/\s+/g, ''),
    addressId: row.branch?.id ?? '',
    currency: row.currencyCode,
    value: amount(row.totalWithTax),
    cod: row.paymentKind === 'cod' ? amount(due) : '0',
    // The catalogue keeps no weights: Packeta's pickup points take parcels up to 5 kg at the base price.
    weight: '1',
    eshop: sender,
  };
}

export type CreateOutcome = 'created' | 'exists' | 'failed' | 'none';

/**
 * The job: creates the order's packet at Packeta and stores its id and barcode. A job claims the
 * shipment first, so a second job at the same time (or a retry) never creates a second packet; a
 * created one is left alone. Packeta refusing the data (or the password) marks it failed with the
 * reason for the operator; an outage throws, so that the job runner tries again later.
 */
export async function createShipment(
  db: Db,
  carrier: ParcelCarrier,
  orderId: number,
  opts: { sender: string; log: JobLogger },
): Promise<CreateOutcome> {
  const [claimed] = await db
    .update(orderShipments)
    .set({ claimedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(orderShipments.orderId, orderId),
        eq(orderShipments.state, 'pending'),
        or(isNull(orderShipments.claimedUntil), lt(orderShipments.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!claimed) {
    const now = await shipmentOf(db, orderId);
    if (!now) return 'none';
    if (now.state !== 'pending') return now.state === 'created' ? 'exists' : 'failed';
    // Another job holds it: this one comes back after it (the runner's retry).
    throw new Error(`the shipment of order ${orderId} is being created by another job`);
  }
  const order = await findOrderById(db, orderId);
  if (!order) throw new Error(`order ${orderId} does not exist`);
  const release = (set: Partial<ShipmentRow>) =>
    db
      .update(orderShipments)
      .set({ ...set, claimedUntil: null })
      .where(eq(orderShipments.orderId, orderId));
  if (order.status === 'cancelled') {
    await release({ state: 'failed', error: 'Objednávka je zrušená, zásilka se nezaložila.' });
    return 'failed';
  }
  if (!order.branch?.id) {
    await release({ state: 'failed', error: 'Objednávka nemá výdejní místo Zásilkovny.' });
    return 'failed';
  }
  try {
    const decimals = await currencyDecimals(db, order.currencyCode);
    const created = await carrier.createPacket(packetAttributesOf(order, opts.sender, decimals));
    await release({
      state: 'created',
      packetId: created.id,
      barcode: created.barcode,
      barcodeText: created.barcodeText || created.barcode,
      error: null,
      statusCode: 1,
      statusText: PACKET_STATUS[1]!.cs,
      statusAt: new Date(),
    });
    opts.log.info({ orderId, barcode: created.barcode }, 'Packeta shipment created');
    return 'created';
  } catch (err) {
    if (err instanceof PacketaFault && err.permanent) {
      await release({ state: 'failed', error: err.message });
      opts.log.warn({ orderId, fault: err.fault, err: err.message }, 'Packeta refused the shipment');
      return 'failed';
    }
    await release({ error: `Zásilkovna neodpověděla, zkusíme to znovu: ${(err as Error).message}` });
    throw err;
  }
}

/** The operator tries a refused shipment again (after correcting the order): it is queued anew. */
export async function retryShipment(tx: Tx, orderId: number): Promise<{ before: ShipmentRow } | null> {
  const [row] = await tx
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .for('update');
  if (!row) return null;
  if (row.state !== 'failed') {
    throw new HttpError(
      409,
      'Zásilku lze znovu založit, jen když se založit nepodařila.',
      'id',
      'shipment.notFailed',
    );
  }
  await tx
    .update(orderShipments)
    .set({ state: 'pending', error: null, claimedUntil: null })
    .where(eq(orderShipments.orderId, orderId));
  await enqueueJob(tx, 'packeta-shipment', { orderId });
  return { before: row };
}

const RANK = { unshipped: 0, accepted: 1, packed: 2, shipped: 3, delivered: 4 } as const;

export interface TrackingRun {
  checked: number;
  shipped: number;
  delivered: number;
  /** Parcels returned or cancelled: the operator decides. */
  flagged: number;
  errors: number;
}

/**
 * Reads the state of every open shipment at Packeta and moves its order on: to shipped (with the
 * barcode as the tracking number) once Packeta has the parcel, to delivered once the customer has
 * it; each move sends the customer's e-mail. Returned and cancelled parcels are recorded for the
 * operator and move nothing. Several processes may poll at once: moveOrderOn locks the order, and
 * a move another poll already made (409) is no error.
 */
export async function trackShipments(db: Db, carrier: ParcelCarrier, log: JobLogger): Promise<TrackingRun> {
  const run: TrackingRun = { checked: 0, shipped: 0, delivered: 0, flagged: 0, errors: 0 };
  const open = await db
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.state, 'created'), isNull(orderShipments.closedAt)))
    .orderBy(orderShipments.orderId);
  for (const shipment of open) {
    let status;
    try {
      status = await carrier.packetStatus(shipment.packetId!);
    } catch (err) {
      run.errors++;
      log.warn({ orderId: shipment.orderId, err: (err as Error).message }, 'Packeta tracking failed');
      continue;
    }
    run.checked++;
    const code = status.statusCode;
    const changed = code !== shipment.statusCode;
    await db
      .update(orderShipments)
      .set({
        statusCode: code,
        statusText: status.statusText || PACKET_STATUS[code]?.cs || status.codeText,
        ...(changed ? { statusAt: new Date() } : {}),
        checkedAt: new Date(),
        ...(FINAL_CODES.has(code) ? { closedAt: new Date() } : {}),
      })
      .where(eq(orderShipments.orderId, shipment.orderId));
    if (FAILED_CODES.has(code)) {
      if (changed) {
        run.flagged++;
        log.warn({ orderId: shipment.orderId, statusCode: code }, 'Packeta parcel returned or cancelled');
      }
      continue;
    }
    if (CARRIED_CODES.has(code) || code === DELIVERED_CODE) {
      if (await moveTo(db, shipment, 'shipped', log)) run.shipped++;
    }
    if (code === DELIVERED_CODE && (await moveTo(db, shipment, 'delivered', log))) run.delivered++;
  }
  return run;
}

/** Moves the order on unless it is there already (or another poll just moved it). */
async function moveTo(db: Db, shipment: ShipmentRow, to: 'shipped' | 'delivered', log: JobLogger) {
  const order = await findOrderById(db, shipment.orderId);
  if (!order || order.status === 'cancelled' || RANK[order.fulfilment] >= RANK[to]) return false;
  try {
    const moved = await db.transaction((tx) =>
      moveOrderOn(
        tx,
        shipment.orderId,
        to,
        to === 'shipped' ? { trackingNumber: shipment.barcode! } : {},
        TRACKING_ACTOR,
      ),
    );
    return moved !== null;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) {
      log.info({ orderId: shipment.orderId, to, code: err.code }, 'order not moved by tracking');
      return false;
    }
    throw err;
  }
}

/** The labels of orders' created shipments as one PDF; the orders without one are named. */
export async function shipmentLabels(
  db: Db,
  carrier: ParcelCarrier,
  orderIds: number[],
): Promise<{ pdf: Buffer; missing: number[] }> {
  const rows = await db
    .select()
    .from(orderShipments)
    .where(and(inArray(orderShipments.orderId, orderIds), eq(orderShipments.state, 'created')));
  const byOrder = new Map(rows.map((r) => [r.orderId, r]));
  const present = orderIds.filter((id) => byOrder.has(id));
  const missing = orderIds.filter((id) => !byOrder.has(id));
  if (!present.length) {
    throw new HttpError(
      409,
      'Zásilka se zakládá nebo se založit nepodařila: štítek zatím není.',
      'id',
      'shipment.notCreated',
    );
  }
  const packetIds = present.map((id) => byOrder.get(id)!.packetId!);
  try {
    const pdf =
      packetIds.length === 1
        ? await carrier.packetLabelPdf(packetIds[0]!)
        : await carrier.packetsLabelsPdf(packetIds);
    return { pdf, missing };
  } catch (err) {
    if (err instanceof PacketaFault) {
      throw new HttpError(502, `Zásilkovna štítek nevydala: ${err.message}`, undefined, 'shipment.carrier');
    }
    throw err;
  }
}
