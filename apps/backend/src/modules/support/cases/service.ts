import { sql } from 'drizzle-orm';
import {
  SERVICE_CASE_REASON_MAX,
  serviceCaseErrorCode,
  serviceCaseErrors,
  type ServiceCase,
  type ServiceCaseBody,
  type ServiceCaseKind,
  type ServiceOrder,
  type ServiceOrderLookupBody,
} from '@shop/contract';
import {
  czechDate,
  format,
  parseRefundAccount,
  validateEmail,
  withdrawalWindow,
  zonedDateTime,
} from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { FieldsRefused, HttpError } from '../../../http/errors.ts';
import { productCategorySlugs } from '../../catalog/index.ts';
import { settingValues } from '../../settings/index.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { serviceCases } from '../tables.ts';
import type { ServiceCaseOrder, ServiceCaseOrders } from './orders.ts';

/** The shop setting naming the categories (slugs, their subcategories included) of sealed hygiene goods. */
export const SEALED_HYGIENE_SETTING = 'sealedHygieneCategories';

const CASE_PREFIX: Record<ServiceCaseKind, string> = { complaint: 'R', withdrawal: 'V' };

const refuse = (key: keyof typeof serviceCaseErrors, field: string, values: Record<string, string> = {}) =>
  new FieldsRefused({ [field]: format(serviceCaseErrors[key], values) }, serviceCaseErrorCode(key));

/** Order code and e-mail both given, else a message per missing field. */
function checkLookup(body: ServiceOrderLookupBody): void {
  const missing: Record<string, string> = {};
  if (!body.orderCode.trim()) missing.orderCode = serviceCaseErrors.orderCodeRequired;
  if (!body.email.trim()) missing.email = serviceCaseErrors.emailRequired;
  else if (validateEmail(body.email)) missing.email = validateEmail(body.email)!;
  if (Object.keys(missing).length) throw new FieldsRefused(missing);
}

/** The order of this code and e-mail, or the one refusal for a missing order and a wrong e-mail alike. */
async function orderOf(
  db: Db,
  orders: ServiceCaseOrders,
  body: ServiceOrderLookupBody,
): Promise<ServiceCaseOrder> {
  checkLookup(body);
  const order = await orders.find(db, body.orderCode, body.email);
  if (!order) throw refuse('orderNotFound', 'orderCode');
  return order;
}

/** Order lines in a category of sealed hygiene goods (the setting's slugs or their subcategories). */
async function sealedHygieneLines(db: Db, order: ServiceCaseOrder): Promise<Set<number>> {
  const setting = (await settingValues(db, [SEALED_HYGIENE_SETTING])).get(SEALED_HYGIENE_SETTING);
  const sealed = new Set(Array.isArray(setting) ? setting.filter((s) => typeof s === 'string') : []);
  if (sealed.size === 0) return new Set();
  const slugs = await productCategorySlugs(
    db,
    order.items.map((i) => i.productId),
  );
  return new Set(
    order.items.filter((i) => (slugs.get(i.productId) ?? []).some((s) => sealed.has(s))).map((i) => i.id),
  );
}

/** POST /api/v1/service-cases/order: the order's lines for the complaint and withdrawal forms. */
export async function lookupServiceOrder(
  db: Db,
  orders: ServiceCaseOrders,
  body: ServiceOrderLookupBody,
  now = new Date(),
): Promise<ServiceOrder> {
  const order = await orderOf(db, orders, body);
  const sealed = await sealedHygieneLines(db, order);
  const window = withdrawalWindow(order.deliveredAt, now);
  return {
    code: order.code,
    deliveredOn: order.deliveredAt ? zonedDateTime(order.deliveredAt).date : null,
    shipped: order.fulfilment !== 'unshipped',
    withdrawalDeadline: window.deadline,
    withdrawalOpen: !order.cancelled && window.open,
    items: order.items.map((i) => ({
      id: i.id,
      name: i.name,
      variantName: i.variantName,
      catalogCode: i.catalogCode,
      amount: i.amount,
      sealedHygiene: sealed.has(i.id),
    })),
  };
}

/** The lines and pieces a case names, each within what was ordered; a message per wrong line. */
function chosenItems(order: ServiceCaseOrder, body: ServiceCaseBody) {
  const byId = new Map(order.items.map((i) => [i.id, i]));
  const errors: Record<string, string> = {};
  const pieces = new Map<number, number>();
  for (const { orderItemId, amount } of body.items) {
    if (amount === 0) continue;
    const line = byId.get(orderItemId);
    if (!line) errors[`items.${orderItemId}`] = serviceCaseErrors.unknownItem;
    else pieces.set(orderItemId, (pieces.get(orderItemId) ?? 0) + amount);
  }
  for (const [id, amount] of pieces) {
    const line = byId.get(id)!;
    if (amount > line.amount) {
      errors[`items.${id}`] = format(serviceCaseErrors.tooManyPieces, { amount: line.amount });
    }
  }
  if (pieces.size === 0 && Object.keys(errors).length === 0) errors.items = serviceCaseErrors.noItems;
  return {
    errors,
    items: [...pieces].map(([id, amount]) => ({ orderItemId: id, name: byId.get(id)!.name, amount })),
  };
}

/**
 * POST /api/v1/complaints and /api/v1/withdrawals: files the case, numbered R-2026-000123 or
 * V-2026-000045, and queues the confirmation to the customer and the copy to the shop. A complaint
 * needs shipped goods; a withdrawal must come within 14 days of delivery and names the account for
 * the refund. Every field's message comes at once.
 */
export async function fileServiceCase(
  db: Db,
  orders: ServiceCaseOrders,
  kind: ServiceCaseKind,
  body: ServiceCaseBody,
  locale: string,
  now = new Date(),
): Promise<ServiceCase> {
  const order = await orderOf(db, orders, body);
  if (order.cancelled) throw refuse('orderCancelled', 'orderCode');
  if (kind === 'complaint' && order.fulfilment === 'unshipped') throw refuse('notShipped', 'orderCode');
  if (kind === 'withdrawal') {
    const window = withdrawalWindow(order.deliveredAt, now);
    if (!window.open)
      throw refuse('withdrawalExpired', 'orderCode', { deadline: czechDate(window.deadline!) });
  }
  const { errors, items } = chosenItems(order, body);
  const reason = body.reason.trim();
  if (!reason)
    errors.reason =
      kind === 'complaint' ? serviceCaseErrors.complaintReasonRequired : serviceCaseErrors.reasonRequired;
  else if (reason.length > SERVICE_CASE_REASON_MAX) errors.reason = serviceCaseErrors.reasonTooLong;
  let iban: string | null = null;
  if (kind === 'withdrawal' || body.bankAccount.trim()) {
    const account = parseRefundAccount(body.bankAccount);
    if (account.error) errors.bankAccount = account.error;
    iban = account.iban;
  }
  if (Object.keys(errors).length) throw new FieldsRefused(errors);

  return db.transaction(async (tx) => {
    // The case number is the row's own id, taken first so that the number is known at insert.
    const [next] = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('support.service_cases', 'id'))::int as id`,
    );
    if (!next) throw new HttpError(500, 'no case number');
    const caseNumber = `${CASE_PREFIX[kind]}-${zonedDateTime(now).date.slice(0, 4)}-${String(next.id).padStart(6, '0')}`;
    const [row] = await tx
      .insert(serviceCases)
      .values({
        id: next.id,
        caseNumber,
        kind,
        orderId: order.id,
        orderCode: order.code,
        email: order.email,
        items,
        reason,
        iban,
        locale,
        createdAt: now,
      })
      .returning();
    // Two jobs: a retried copy to the shop never sends the customer's confirmation twice.
    await enqueueJob(tx, 'service-case', { caseId: row!.id, to: 'customer' });
    await enqueueJob(tx, 'service-case', { caseId: row!.id, to: 'shop' });
    return {
      caseNumber,
      kind,
      orderCode: order.code,
      iban,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}
