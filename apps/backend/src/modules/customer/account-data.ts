import { asc, eq, inArray } from 'drizzle-orm';
import { CZK, toMajor } from '@shop/rules';
import { errorCodes, type AccountExport, type ExportedOrder } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { detachAccountReviews, reviewsOfAccount } from '../catalog/index.ts';
import { listAddresses } from './addresses.ts';
import { assistedVisitsOf, operatorName } from './assisted-visits.ts';
import { requirePassword } from './auth.ts';
import { accountProfile } from './profile.ts';
import { loginMessages } from './routes.ts';
import { recordSecurityEvent } from './security-events.ts';
import {
  accounts,
  creditMovements,
  pendingRegistrations,
  shoppingListItems,
  shoppingLists,
} from './tables.ts';

/**
 * What the customer module needs of the modules above it to export or delete an account; the app
 * hands it over (orders are placed by customers, so orders depend on customers, not the reverse).
 */
export interface AccountDataOfOthers {
  /** The customer's orders with their items. */
  orders(db: Db, accountId: number): Promise<ExportedOrder[]>;
  /** What other modules keep under the account's e-mail (messages, cases, watches, newsletter). */
  byEmail(
    db: Db,
    email: string,
  ): Promise<Pick<AccountExport, 'contactMessages' | 'serviceCases' | 'stockWatches' | 'newsletter'>>;
  /**
   * Inside the deletion's transaction: what other modules keep of the account, or under its e-mail
   * (guest orders among it), goes or loses its personal data.
   */
  forget(tx: Tx, accountId: number, email: string): Promise<void>;
  /** After the deletion committed: files naming the e-mail (the outbox, reports). */
  forgetFiles(email: string): Promise<void>;
}

/** Everything the shop holds about the customer, for them to download. Null when the account is gone. */
export async function exportAccount(
  db: Db,
  accountId: number,
  others: AccountDataOfOthers,
): Promise<AccountExport | null> {
  const profile = await accountProfile(db, accountId);
  const [created] = await db
    .select({ createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!profile || !created) return null;
  const lists = await db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.accountId, accountId))
    .orderBy(asc(shoppingLists.id));
  const items =
    lists.length === 0
      ? []
      : await db
          .select()
          .from(shoppingListItems)
          .where(
            inArray(
              shoppingListItems.listId,
              lists.map((l) => l.id),
            ),
          )
          .orderBy(asc(shoppingListItems.id));
  const credits = await db
    .select()
    .from(creditMovements)
    .where(eq(creditMovements.accountId, accountId))
    .orderBy(asc(creditMovements.id));
  // The saved addresses follow in full.
  const { countryCode: _country, ...account } = profile;
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, createdAt: created.createdAt.toISOString() },
    addresses: await listAddresses(db, accountId),
    credits: credits.map((c) => ({
      amount: toMajor(c.amount, CZK.decimalPlaces),
      orderId: c.orderId,
      note: c.note,
      createdAt: c.createdAt.toISOString(),
    })),
    shoppingLists: lists.map((l) => ({
      code: l.code,
      name: l.name,
      createdAt: l.createdAt.toISOString(),
      items: items
        .filter((i) => i.listId === l.id)
        .map((i) => ({
          variantId: i.variantId,
          amount: i.amount,
          custom: i.custom,
          createdAt: i.createdAt.toISOString(),
        })),
    })),
    orders: await others.orders(db, accountId),
    reviews: await reviewsOfAccount(db, accountId),
    assistedVisits: (await assistedVisitsOf(db, accountId, 10_000)).map((v) => ({
      ...v,
      operator: operatorName(v.operator),
    })),
    ...(await others.byEmail(db, profile.email)),
  };
}

/**
 * Deletes the account once its password is confirmed, in one transaction: the account with its
 * sessions, addresses, shopping lists, credits and links goes; its orders, and guest orders under
 * its e-mail, stay for the accounts without personal data; its reviews stay without the link to
 * it; what other modules keep under its e-mail goes or is anonymised; then the files naming it.
 */
export async function deleteAccount(
  db: Db,
  accountId: number,
  password: string,
  others: AccountDataOfOthers,
  address: string | null,
): Promise<void> {
  await requirePassword(db, accountId, password);
  const email = await db.transaction(async (tx) => {
    // Locked first: an order placed at this moment waits, then finds no account to attach to.
    const [locked] = await tx
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    // Deleted meanwhile by another request of the same customer.
    if (!locked) throw new HttpError(401, loginMessages.loggedOut, undefined, errorCodes.loggedOut);
    await others.forget(tx, accountId, locked.email);
    await detachAccountReviews(tx, accountId);
    // A registration of the same e-mail waiting for its link holds the name and a password hash.
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, locked.email));
    // Sessions, addresses, lists, credits, reset and operator links go with it (on delete cascade).
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    await recordSecurityEvent(tx, 'account_deleted', accountId, address);
    return locked.email;
  });
  await others.forgetFiles(email);
}
