import { sql } from 'drizzle-orm';
import {
  SERVICE_CASE_REASON_MAX,
  serviceCaseErrorCode,
  serviceCaseErrors,
  type ServiceCase,
  type ServiceCaseBody,
  type ServiceCaseKind,
  type ServiceOrder,
  type ServiceOrderLookup,
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
import { checkLookupCode, spendLookupCode } from './lookup-codes.ts';
import type { ServiceCaseOrder, ServiceCaseOrders } from './orders.ts';

/** The shop setting naming the categories (slugs, their subcategories included) of sealed hygiene goods. */
export const SEALED_HYGIENE_SETTING = 'sealedHygieneCategories';

const CASE_PREFIX: Record<ServiceCaseKind, string> = { complaint: 'R', withdrawal: 'V' };

const refuse = (key: keyof typeof serviceCaseErrors, field: string, values: Record<string, string> = {}) =>
  new FieldsRefused({ [field]: format(serviceCaseErrors[key], values) }, serviceCaseErrorCode(key));

/** What a look-up or a filing may prove the order by, besides its body. */
export interface ServiceCaseAccess {
  orders: ServiceCaseOrders;
  /** The key of the look-up codes' hashes. */
  codeKey: string;
  /** The logged-in customer's account (the request's bearer token), or null. */
  customerId: number | null;
}

/** The order, and the look-up code that opened it (null: the order token or the owner's log-in). */
interface OpenedOrder {
  order: ServiceCaseOrder;
  codeId: number | null;
}

/** The order code given (and, with `withEmail`, a valid e-mail), else a message per missing field. */
function checkLookup(body: ServiceOrderLookupBody, withEmail: boolean): void {
  const missing: Record<string, string> = {};
  if (!body.orderCode.trim()) missing.orderCode = serviceCaseErrors.orderCodeRequired;
  if (withEmail && !body.email.trim()) missing.email = serviceCaseErrors.emailRequired;
  else if (withEmail && validateEmail(body.email)) missing.email = validateEmail(body.email)!;
  if (Object.keys(missing).length) throw new FieldsRefused(missing);
}

/**
 * The order of the body's code, opened by what only its customer has: the order's token (of this
 * very order: a token of another one is left aside), the log-in of the account that placed it, or
 * the e-mail and the one-time code sent to it. 'noCode' when the body has the e-mail but no code
 * field at all (a look-up then sends one); a blank code, a wrong, spent or expired one and one for
 * an order that does not exist are refused alike.
 */
async function openOrder(
  db: Db,
  access: ServiceCaseAccess,
  body: ServiceOrderLookupBody,
  now: Date,
): Promise<OpenedOrder | 'noCode'> {
  const code = body.orderCode.trim();
  checkLookup(body, !code);
  if (body.orderToken) {
    const order = await access.orders.findByToken(db, body.orderToken);
    if (order && order.code === code) return { order, codeId: null };
  }
  if (access.customerId !== null) {
    const order = await access.orders.findOfCustomer(db, code, access.customerId);
    if (order) return { order, codeId: null };
  }
  checkLookup(body, true);
  if (body.verificationCode === undefined) return 'noCode';
  if (!body.verificationCode.trim()) throw refuse('codeRequired', 'verificationCode');
  const order = await access.orders.find(db, code, body.email);
  const codeId = order
    ? await checkLookupCode(db, access.codeKey, order.id, body.verificationCode, now)
    : null;
  if (!order || codeId === null) throw refuse('codeInvalid', 'verificationCode');
  return { order, codeId };
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

/**
 * POST /api/v1/service-cases/order: the order's lines for the complaint and withdrawal forms, when
 * the request opens the order (see openOrder). A code and an e-mail alone only queue the job that
 * e-mails a one-time code when they are an order's: the answer, and the work done before it, is
 * the same whether they are or not.
 */
export async function lookupServiceOrder(
  db: Db,
  access: ServiceCaseAccess,
  body: ServiceOrderLookupBody,
  locale: string,
  now = new Date(),
): Promise<ServiceOrderLookup> {
  const opened = await openOrder(db, access, body, now);
  if (opened === 'noCode') {
    await enqueueJob(db, 'service-lookup-code', {
      orderCode: body.orderCode.trim(),
      email: body.email.trim(),
      locale,
    });
    return { order: null, codeSent: true };
  }
  return { order: await orderView(db, opened.order, now), codeSent: false };
}

async function orderView(db: Db, order: ServiceCaseOrder, now: Date): Promise<ServiceOrder> {
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
 * V-2026-000045, and queues the confirmation to the customer and the copy to the shop. The order
 * must be opened as for the look-up (see openOrder), by code and e-mail only with the one-time
 * code, which the case spends. A complaint needs shipped goods; a withdrawal must come within 14
 * days of delivery and names the account for the refund. Every field's message comes at once.
 */
export async function fileServiceCase(
  db: Db,
  access: ServiceCaseAccess,
  kind: ServiceCaseKind,
  body: ServiceCaseBody,
  locale: string,
  now = new Date(),
): Promise<ServiceCase> {
  const opened = await openOrder(db, access, body, now);
  if (opened === 'noCode') throw refuse('codeRequired', 'verificationCode');
  const { order, codeId } = opened;
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
    // Two filings with one code at once: one of them is filed.
    if (codeId !== null && !(await spendLookupCode(tx, codeId, now))) {
      throw refuse('codeInvalid', 'verificationCode');
    }
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
