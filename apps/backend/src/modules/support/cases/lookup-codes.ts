import { createHmac, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { SERVICE_LOOKUP_CODE_LENGTH } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { safeEqual } from '../../../http/safe-equal.ts';
import { serviceLookupCodes } from '../tables.ts';

/**
 * The one-time codes that open an order to the complaint and withdrawal forms when the shopper
 * has only its code and e-mail: e-mailed to the order's address, kept hashed, tried a few times.
 */

/** How long a code may be entered after it is sent. */
export const LOOKUP_CODE_MINUTES = 15;
/** Wrong codes an order's code may be tried with; then it opens nothing. */
export const LOOKUP_CODE_ATTEMPTS = 5;
/** Once entered, how long the code keeps the order open for finishing the form. */
export const LOOKUP_OPEN_MINUTES = 60;
/** Codes sent for one order within an hour at most, so that new codes give no more guesses. */
export const LOOKUP_CODES_PER_HOUR = 5;

/** The advisory-lock namespace of an order's look-up codes ('SL'): codes sent at once count alike. */
const CODES_LOCK_SPACE = 0x534c;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** HMAC-SHA256 of the order and the code: without the shop's key the stored hash gives no code away. */
const codeHash = (key: string, orderId: number, code: string) =>
  createHmac('sha256', key).update(`${orderId}:${code}`).digest('hex');

/**
 * A new code for the order, stored hashed; its digits to e-mail, or null when the order has had
 * LOOKUP_CODES_PER_HOUR codes within the hour. The newest code of an order is the one that counts.
 */
export async function issueLookupCode(
  db: Db,
  key: string,
  orderId: number,
  now = new Date(),
): Promise<string | null> {
  return db.transaction(async (tx) => {
    // Jobs run side by side: an order's codes are counted and added one job at a time.
    await tx.execute(
      sql`select 1 from (select pg_advisory_xact_lock(${CODES_LOCK_SPACE}, ${orderId})) as locked`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(serviceLookupCodes)
      .where(
        and(
          eq(serviceLookupCodes.orderId, orderId),
          gt(serviceLookupCodes.createdAt, new Date(now.getTime() - HOUR)),
        ),
      );
    if ((recent?.n ?? 0) >= LOOKUP_CODES_PER_HOUR) return null;
    const code = String(randomInt(0, 10 ** SERVICE_LOOKUP_CODE_LENGTH)).padStart(
      SERVICE_LOOKUP_CODE_LENGTH,
      '0',
    );
    await tx.insert(serviceLookupCodes).values({
      orderId,
      codeHash: codeHash(key, orderId, code),
      expiresAt: new Date(now.getTime() + LOOKUP_CODE_MINUTES * MINUTE),
      createdAt: now,
    });
    return code;
  });
}

/**
 * Whether `typed` is the order's newest code, still valid and tried fewer than
 * LOOKUP_CODE_ATTEMPTS times: its id, or null. Every check takes an attempt before it compares (so
 * that checks at once cannot get past the limit) and a right code gives it back; the first right
 * entry keeps the code valid LOOKUP_OPEN_MINUTES from then.
 */
export async function checkLookupCode(
  db: Db,
  key: string,
  orderId: number,
  typed: string,
  now = new Date(),
): Promise<number | null> {
  const code = typed.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${SERVICE_LOOKUP_CODE_LENGTH}}$`).test(code)) return null;
  const [newest] = await db
    .select({ id: serviceLookupCodes.id })
    .from(serviceLookupCodes)
    .where(eq(serviceLookupCodes.orderId, orderId))
    .orderBy(desc(serviceLookupCodes.id))
    .limit(1);
  if (!newest) return null;
  const [claimed] = await db
    .update(serviceLookupCodes)
    .set({ attempts: sql`${serviceLookupCodes.attempts} + 1` })
    .where(
      and(
        eq(serviceLookupCodes.id, newest.id),
        lt(serviceLookupCodes.attempts, LOOKUP_CODE_ATTEMPTS),
        gt(serviceLookupCodes.expiresAt, now),
      ),
    )
    .returning({
      id: serviceLookupCodes.id,
      codeHash: serviceLookupCodes.codeHash,
      verifiedAt: serviceLookupCodes.verifiedAt,
    });
  if (!claimed || !safeEqual(codeHash(key, orderId, code), claimed.codeHash)) return null;
  await db
    .update(serviceLookupCodes)
    .set({
      attempts: sql`${serviceLookupCodes.attempts} - 1`,
      ...(claimed.verifiedAt
        ? {}
        : { verifiedAt: now, expiresAt: new Date(now.getTime() + LOOKUP_OPEN_MINUTES * MINUTE) }),
    })
    .where(eq(serviceLookupCodes.id, claimed.id));
  return claimed.id;
}

/** Spends the code on a filed case, in its transaction: false when it was spent or expired meanwhile. */
export async function spendLookupCode(tx: Tx, id: number, now = new Date()): Promise<boolean> {
  const spent = await tx
    .update(serviceLookupCodes)
    .set({ expiresAt: now })
    .where(and(eq(serviceLookupCodes.id, id), gt(serviceLookupCodes.expiresAt, now)))
    .returning({ id: serviceLookupCodes.id });
  return spent.length > 0;
}

/**
 * Deletes codes that open nothing any more (expired, spent or never entered), once they are an
 * hour old: until then they count towards LOOKUP_CODES_PER_HOUR. How many went.
 */
export async function purgeExpiredLookupCodes(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(serviceLookupCodes)
    .where(
      and(
        lt(serviceLookupCodes.expiresAt, now),
        lt(serviceLookupCodes.createdAt, new Date(now.getTime() - HOUR)),
      ),
    )
    .returning({ id: serviceLookupCodes.id });
  return gone.length;
}
