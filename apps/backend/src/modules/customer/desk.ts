import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { CZK, toMajor } from '@shop/rules';
import type {
  AdminCustomer,
  AdminCustomerQuery,
  AdminCustomerSummary,
  AdminCreditMovement,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { listAddresses } from './addresses.ts';
import { assistedVisitsOf } from './assisted-visits.ts';
import { creditBalance } from './credits.ts';
import { accounts, creditMovements, customerGroups } from './tables.ts';

/** How many of the latest credit movements the customer's detail lists. */
export const CREDIT_MOVEMENTS_SHOWN = 200;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type AccountRow = typeof accounts.$inferSelect;

const summaryOf = (row: AccountRow): AdminCustomerSummary => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  businessName: row.businessName,
  tin: row.tin,
  variant: row.variant,
  groups: [...row.groups].sort(),
  blockedAt: row.blockedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What `q` finds: any part of the e-mail, name, phone, company or IČO, without regard to case or
 * accents; a phone also by its digits alone ("777123456" finds "+420 777 123 456").
 */
function searchCondition(q: string) {
  const text = sql`public.shop_unaccent(lower(concat_ws(' ', ${accounts.email}, ${accounts.firstName},
    ${accounts.lastName}, ${accounts.phone}, ${accounts.businessName}, ${accounts.tin})))`;
  const byText = sql`${text} like public.shop_unaccent(lower(${`%${likeEscape(q)}%`}))`;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3 || /[^\d\s+/-]/.test(q)) return byText;
  return sql`(${byText} or regexp_replace(coalesce(${accounts.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`})`;
}

/** A page of customers, newest first, with how many match: by text, group and whether blocked. */
export async function listCustomers(
  db: Db,
  q: AdminCustomerQuery,
): Promise<{ data: AdminCustomerSummary[]; total: number }> {
  const condition = and(
    q.q ? searchCondition(q.q) : undefined,
    q.group ? sql`${q.group} = any(${accounts.groups})` : undefined,
    q.blocked === undefined
      ? undefined
      : q.blocked
        ? isNotNull(accounts.blockedAt)
        : isNull(accounts.blockedAt),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(condition)
      .orderBy(desc(accounts.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(accounts).where(condition),
  ]);
  return { data: rows.map(summaryOf), total: counted?.total ?? 0 };
}

/** The customer's credits in crowns: the balance and the latest movements, newest first. */
async function creditsOf(db: Db | Tx, accountId: number) {
  const movements = await db
    .select()
    .from(creditMovements)
    .where(eq(creditMovements.accountId, accountId))
    .orderBy(desc(creditMovements.id))
    .limit(CREDIT_MOVEMENTS_SHOWN);
  return {
    balance: toMajor(await creditBalance(db, accountId), CZK.decimalPlaces),
    movements: movements.map((m): AdminCreditMovement => ({
      id: m.id,
      amount: toMajor(m.amount, CZK.decimalPlaces),
      orderId: m.orderId,
      note: m.note,
      operator: m.operator,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** The customer as the desk shows them; null when there is no such account. */
export async function customerDetail(db: Db | Tx, accountId: number): Promise<AdminCustomer | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) return null;
  const [addresses, credits, visits] = await Promise.all([
    listAddresses(db as Db, accountId),
    creditsOf(db, accountId),
    assistedVisitsOf(db, accountId),
  ]);
  return {
    ...summaryOf(row),
    vatin: row.vatin,
    newsletter: row.newsletter,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    addresses,
    credits,
    assistedVisits: visits,
  };
}

/** The groups a customer can be put in, by code. */
export function listCustomerGroups(db: Db) {
  return db
    .select({
      code: customerGroups.code,
      name: customerGroups.name,
      variant: customerGroups.variant,
      restricted: customerGroups.restricted,
    })
    .from(customerGroups)
    .orderBy(asc(customerGroups.code));
}
