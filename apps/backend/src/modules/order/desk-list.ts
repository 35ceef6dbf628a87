import { sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilters, AdminOrderListQuery, AdminOrderRow, CurrencyCode } from '@shop/contract';
import { addDays, toMajor, zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { listCurrencies } from '../settings/index.ts';
import { orderStateOf, orderStatesSql } from './desk-state.ts';

/** A row of the order list as read, with the keys of its place in the sort. */
interface DeskRow {
  id: number;
  code: string;
  created_at: Date | string;
  created_key: string;
  customer_name: string | null;
  email: string;
  customer_id: number | null;
  status: 'new' | 'paid' | 'cancelled';
  fulfilment: 'unshipped' | 'accepted' | 'packed' | 'shipped' | 'delivered';
  payment_status: AdminOrderRow['paymentStatus'];
  payment_kind: AdminOrderRow['paymentKind'];
  payment_name: string;
  shipper_code: string;
  shipper_name: string;
  total_with_tax: number;
  amount_paid: number;
  currency_code: CurrencyCode;
}

/** Where the export goes on from: the sort keys of the last row sent. */
export interface DeskCursor {
  id: number;
  createdKey: string;
  total: number;
  code: string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The instant a Prague day begins (Prague changes its clock at night, never at midnight). */
export function pragueDayStart(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const offsetSeconds = zonedDateTime(utcMidnight).secondsOfDay;
  return new Date(utcMidnight.getTime() - offsetSeconds * 1000);
}

/**
 * The filters as a condition on `orders.orders o`. The search is written as the trigram index
 * `orders_search_trgm_idx` is (name, e-mail and phone, lower-cased and without diacritics, so
 * "novak" finds Novák), and an order code (the
 * variable symbol) is also matched exactly through its unique index.
 */
function deskWhere(f: AdminOrderFilters): SQL {
  const where: SQL[] = [];
  const q = f.q?.trim();
  if (q) {
    const search = sql`public.shop_unaccent(lower(o.customer->>'name' || ' ' || o.email || ' ' || coalesce(o.customer->>'phone', ''))) like public.shop_unaccent(lower(${`%${likeEscape(q)}%`}))`;
    where.push(/^\d{1,12}$/.test(q) ? sql`(o.code = ${q} or ${search})` : search);
  }
  if (f.state?.length) where.push(orderStatesSql(f.state));
  const list = (column: SQL, values: readonly string[]) =>
    sql`${column} in (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  if (f.paymentStatus?.length) where.push(list(sql`o.payment_status`, f.paymentStatus));
  if (f.paymentKind?.length) where.push(list(sql`o.payment_kind`, f.paymentKind));
  if (f.shipper?.length) where.push(list(sql`o.shipper_code`, f.shipper));
  if (f.from) where.push(sql`o.created_at >= ${pragueDayStart(f.from).toISOString()}::timestamptz`);
  if (f.to) where.push(sql`o.created_at < ${pragueDayStart(addDays(f.to, 1)).toISOString()}::timestamptz`);
  if (f.currency) where.push(sql`o.currency_code = ${f.currency}`);
  if (f.country) {
    where.push(
      sql`(o.billing_address->>'countryCode' = ${f.country} or o.shipping_address->>'countryCode' = ${f.country})`,
    );
  }
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/** The sort, the order's id breaking ties, so that a page never repeats or skips a row. */
function deskOrderBy(f: AdminOrderFilters): SQL {
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  if (f.sort === 'code') return sql`o.code ${dir}`;
  const column = f.sort === 'total' ? sql`o.total_with_tax` : sql`o.created_at`;
  return sql`${column} ${dir}, o.id ${dir}`;
}

/** Rows after the cursor in the sort. */
function afterCursor(f: AdminOrderFilters, c: DeskCursor): SQL {
  const cmp = f.order === 'asc' ? sql`>` : sql`<`;
  if (f.sort === 'code') return sql`o.code ${cmp} ${c.code}`;
  if (f.sort === 'total') return sql`(o.total_with_tax, o.id) ${cmp} (${c.total}, ${c.id})`;
  return sql`(o.created_at, o.id) ${cmp} (${c.createdKey}::timestamptz, ${c.id})`;
}

const columns = sql`o.id, o.code, o.created_at, o.created_at::text as created_key,
  o.customer->>'name' as customer_name, o.email, o.customer_id, o.status, o.fulfilment,
  o.payment_status, o.payment_kind, o.payment_name, o.shipper_code, o.shipper_name,
  o.total_with_tax, o.amount_paid, o.currency_code`;

async function readRows(
  db: Db,
  f: AdminOrderFilters,
  page: { limit: number; offset?: number; after?: DeskCursor },
): Promise<DeskRow[]> {
  const where = page.after ? sql`${deskWhere(f)} and ${afterCursor(f, page.after)}` : deskWhere(f);
  return queryRows<DeskRow>(
    db,
    sql`select ${columns} from orders.orders o where ${where}
         order by ${deskOrderBy(f)} limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}

async function decimalsOf(db: Db): Promise<Map<string, number>> {
  return new Map((await listCurrencies(db)).map((c) => [c.code, c.decimalPlaces]));
}

function toDeskRow(r: DeskRow, decimals: Map<string, number>): AdminOrderRow {
  const places = decimals.get(r.currency_code) ?? 2;
  return {
    id: r.id,
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
    customerName: r.customer_name ?? '',
    email: r.email,
    customerId: r.customer_id,
    state: orderStateOf(r),
    paymentStatus: r.payment_status,
    paymentKind: r.payment_kind,
    paymentName: r.payment_name,
    shipperCode: r.shipper_code,
    shipperName: r.shipper_name,
    totalWithTax: toMajor(r.total_with_tax, places),
    amountPaid: toMajor(r.amount_paid, places),
    currencyCode: r.currency_code,
  };
}

/** A page of the order list, with how many orders match in all. */
export async function listDeskOrders(
  db: Db,
  q: AdminOrderListQuery,
): Promise<{ data: AdminOrderRow[]; total: number }> {
  const [rows, [counted], decimals] = await Promise.all([
    readRows(db, q, { limit: q.perPage, offset: (q.page - 1) * q.perPage }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from orders.orders o where ${deskWhere(q)}`,
    ),
    decimalsOf(db),
  ]);
  return { data: rows.map((r) => toDeskRow(r, decimals)), total: counted?.total ?? 0 };
}

/**
 * Every order matching the filters in their sort, read a batch at a time from where the last
 * batch ended (not by offset, which would read the skipped rows again), up to `max`.
 */
export async function* deskOrdersInBatches(
  db: Db,
  f: AdminOrderFilters,
  { max, batch = 2000 }: { max: number; batch?: number },
): AsyncGenerator<AdminOrderRow[]> {
  const decimals = await decimalsOf(db);
  let after: DeskCursor | undefined;
  let sent = 0;
  while (sent < max) {
    const rows = await readRows(db, f, { limit: Math.min(batch, max - sent), after });
    if (rows.length === 0) return;
    yield rows.map((r) => toDeskRow(r, decimals));
    sent += rows.length;
    const last = rows[rows.length - 1]!;
    after = { id: last.id, createdKey: last.created_key, total: last.total_with_tax, code: last.code };
    if (rows.length < batch) return;
  }
}
