import { eq } from 'drizzle-orm';
import {
  adminOrderErrors,
  domainCode,
  type AdminOrderUpdateBody,
  type CurrencyCode,
  type Locale,
  type OrderAddress,
} from '@shop/contract';
import {
  checkoutMessages,
  validateDeliveryCountry,
  validatePostcode,
  validateStreetAndNumber,
} from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError, refuseFields } from '../../http/errors.ts';
import { listShippers } from '../shipping/index.ts';
import { orderStateOf } from './desk-state.ts';
import { findOrderById, type OrderRow } from './service.ts';
import { orders } from './tables.ts';

export const notEditableCode = domainCode('order', 'notEditable');

const required = (value: string) => (value.trim() === '' ? checkoutMessages.required : null);

/**
 * An address against the checkout's field rules, keyed `<prefix>.<field>`. Where the parcel goes,
 * the shipper must deliver to the country in the order's currency.
 */
function addressErrors(
  prefix: 'billingAddress' | 'shippingAddress',
  a: OrderAddress,
  deliveryCheck: ((country: string) => string | null) | null,
): Record<string, string | undefined> {
  return {
    [`${prefix}.street`]: required(a.street) ?? validateStreetAndNumber(a.street) ?? undefined,
    [`${prefix}.city`]: required(a.city) ?? undefined,
    [`${prefix}.postcode`]: required(a.postcode) ?? validatePostcode(a.postcode, a.countryCode) ?? undefined,
    [`${prefix}.countryCode`]: deliveryCheck?.(a.countryCode) ?? undefined,
  };
}

/** What the desk changes of an order: the audit log keeps these before and after. */
export type EditedFields = Partial<
  Pick<OrderRow, 'billingAddress' | 'shippingAddress' | 'note' | 'noteForShipper'>
>;

const blankToNull = (s: string | null | undefined) => (s ? s : null);

/**
 * Changes an unshipped order's addresses and notes (what the body leaves out stays): 422 with an
 * error per field against the checkout's rules, 409 once the order is shipped or cancelled. The
 * order is locked for the change. Null: no such order.
 */
export async function editDeskOrder(
  tx: Tx,
  orderId: number,
  body: AdminOrderUpdateBody,
): Promise<{ before: EditedFields; after: EditedFields } | null> {
  const row = await findOrderById(tx, orderId, { forUpdate: true });
  if (!row) return null;
  const state = orderStateOf(row);
  if (state === 'cancelled') {
    throw new HttpError(409, adminOrderErrors.notEditableCancelled, undefined, notEditableCode);
  }
  if (state === 'shipped' || state === 'delivered') {
    throw new HttpError(409, adminOrderErrors.notEditableShipped, undefined, notEditableCode);
  }

  let deliveryCheck: ((country: string) => string | null) | null = null;
  if (body.shippingAddress) {
    const { data } = await listShippers(tx as Db, row.currencyCode as CurrencyCode, row.locale as Locale, {
      includePersonal: true,
    });
    const shipper = data.find((s) => s.id === row.shipperId);
    // Only a shipper that carries to the customer's door cares where the address is.
    if (shipper?.requiredAddress) {
      deliveryCheck = (country) =>
        validateDeliveryCountry({ shipper, countryAlpha3: country, currencyCode: row.currencyCode });
    }
  }
  refuseFields({
    ...(body.billingAddress ? addressErrors('billingAddress', body.billingAddress, null) : {}),
    ...(body.shippingAddress ? addressErrors('shippingAddress', body.shippingAddress, deliveryCheck) : {}),
  });

  const after: EditedFields = {};
  if (body.billingAddress) after.billingAddress = body.billingAddress;
  if (body.shippingAddress) after.shippingAddress = body.shippingAddress;
  if (body.note !== undefined) after.note = blankToNull(body.note);
  if (body.noteForShipper !== undefined) after.noteForShipper = blankToNull(body.noteForShipper);
  const before = Object.fromEntries(
    Object.keys(after).map((k) => [k, row[k as keyof EditedFields]]),
  ) as EditedFields;
  if (Object.keys(after).length > 0) await tx.update(orders).set(after).where(eq(orders.id, row.id));
  return { before, after };
}
