import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { AdminDashboard, CurrencyCode } from '@shop/contract';
import { toMajor, zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { currencyDecimals } from '../settings/index.ts';
import { openServiceCaseCount } from '../support/index.ts';
import { orders } from './tables.ts';

const HOUR = 3_600_000;

/** The instants the Prague day of `now` starts and ends at (23, 24 or 25 hours apart). */
export function shopDayBounds(now: Date): { day: string; start: Date; end: Date } {
  const day = zonedDateTime(now).date;
  const midnight = (date: string) => {
    const utc = Date.parse(`${date}T00:00:00Z`);
    // Prague is one or two hours ahead of UTC; its midnight is the candidate it calls 00:00 of that day.
    const start = [HOUR, 2 * HOUR]
      .map((offset) => new Date(utc - offset))
      .find((t) => {
        const local = zonedDateTime(t);
        return local.date === date && local.secondsOfDay === 0;
      });
    return start ?? new Date(utc - HOUR);
  };
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
  return { day, start: midnight(day), end: midnight(next) };
}

/** Amounts per currency in major units, by currency code. */
async function perCurrency(db: Db, rows: { currencyCode: string; amount: number }[]) {
  return Promise.all(
    rows
      .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode))
      .map(async (r) => ({
        currencyCode: r.currencyCode as CurrencyCode,
        amount: toMajor(r.amount, await currencyDecimals(db, r.currencyCode)),
      })),
  );
}

/**
 * The order desk's overview: today's orders and takings, bank transfers still awaited, orders to
 * pack and to ship (only those that may leave: paid, or cash on delivery), and the open service
 * cases.
 */
export async function dashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const { day, start, end } = shopDayBounds(now);
  const live = ne(orders.status, 'cancelled');
  const mayLeave = or(eq(orders.paymentStatus, 'paid'), eq(orders.paymentKind, 'cod'));
  const [today, awaited, [work], openServiceCases] = await Promise.all([
    db
      .select({
        currencyCode: orders.currencyCode,
        orders: sql<number>`count(*)::int`,
        amount: sql<number>`sum(${orders.totalWithTax})::int`,
      })
      .from(orders)
      .where(and(live, gte(orders.createdAt, start), lt(orders.createdAt, end)))
      .groupBy(orders.currencyCode),
    db
      .select({
        currencyCode: orders.currencyCode,
        orders: sql<number>`count(*)::int`,
        amount: sql<number>`sum(greatest(${orders.totalWithTax} - ${orders.amountPaid}, 0))::int`,
      })
      .from(orders)
      .where(
        and(live, eq(orders.paymentKind, 'bank_transfer'), eq(orders.paymentStatus, 'awaiting_transfer')),
      )
      .groupBy(orders.currencyCode),
    db
      .select({
        toPack: sql<number>`(count(*) filter (where ${inArray(orders.fulfilment, ['unshipped', 'accepted'])}))::int`,
        toShip: sql<number>`(count(*) filter (where ${eq(orders.fulfilment, 'packed')}))::int`,
      })
      .from(orders)
      .where(and(live, mayLeave)),
    openServiceCaseCount(db),
  ]);
  return {
    day,
    today: {
      orders: today.reduce((n, r) => n + r.orders, 0),
      revenue: await perCurrency(db, today),
    },
    unpaidBankTransfers: {
      orders: awaited.reduce((n, r) => n + r.orders, 0),
      outstanding: await perCurrency(db, awaited),
    },
    toPack: work?.toPack ?? 0,
    toShip: work?.toShip ?? 0,
    openServiceCases,
  };
}
